// The guard of the admin routes. It waits for GET /user/me (the session) before deciding, so
// a forged localStorage entry never makes the page download the admin remote.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser, useGetCurrentUserQuery } from '@school/shared';
import { adminRoles } from '@school/shared/routing';
import { SectionLoading } from '../sections/SectionLoading';
import { guardDecision } from './access';

export function AdminGuard() {
  const user = useCurrentUser();
  const { isUninitialized, isLoading } = useGetCurrentUserQuery();
  const location = useLocation();
  // A session may exist without a stored hint (signed in elsewhere): wait for the answer.
  if (isUninitialized || isLoading) return <SectionLoading lang="en" />;
  switch (guardDecision(user, adminRoles)) {
    case 'login':
      return <Navigate to="/login" replace state={{ from: location.pathname }} />;
    case 'unauthorized':
      return <Navigate to="/401" replace />;
    default:
      return <Outlet />;
  }
}
