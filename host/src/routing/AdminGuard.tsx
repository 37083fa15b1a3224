// The guard of the admin routes: each admits the roles shared's adminRouteRoles gives it, so the
// admin remote reaches only the browsers of signed-in editors (MANAGER, ADMIN). It waits for GET /user/me (the session) before deciding, so
// a forged localStorage entry never makes the page download the admin remote. A user whose
// session expired on this screen stays (signed in again on the spot, nothing typed is lost).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser, useGetCurrentUserQuery, useSignedOut } from '@school/shared';
import { pathOf, type ReturnState } from '@school/shared/routing';
import { SectionLoading } from '../sections/SectionLoading';
import { guardDecision, rolesOf } from './access';

export function AdminGuard() {
  const user = useCurrentUser();
  const { isUninitialized, isLoading } = useGetCurrentUserQuery();
  const signedOut = useSignedOut();
  const location = useLocation();
  // A session may exist without a stored hint (signed in elsewhere): wait for the answer.
  if (isUninitialized || isLoading) return <SectionLoading lang="en" />;
  switch (guardDecision(user, rolesOf(location.pathname))) {
    case 'login': {
      // After a detour, sign-in comes back here (the address as asked for, query and anchor
      // included); after signing out here, it goes to /home as a plain sign-in does.
      const state: ReturnState | null = signedOut ? null : { from: location.pathname + location.search + location.hash };
      return <Navigate to={pathOf('login')} replace state={state} />;
    }
    case 'unauthorized':
      return <Navigate to={pathOf('401')} replace />;
    default:
      return <Outlet />;
  }
}
