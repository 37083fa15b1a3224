// The root layout: confirms a stored user against GET /user/me once, picks the shell, and sets
// the title and scroll position of each page shown.
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser, useGetCurrentUserQuery } from '@school/shared';
import { shellFor } from '../routing/access';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { useNavigationScroll } from '../routing/useNavigationScroll';
import { AdminShell } from './AdminShell';
import { PublicShell } from './PublicShell';

export function ShellSwitch() {
  const user = useCurrentUser();
  // Only a visitor this browser saw sign in is asked about: an anonymous page load sends no
  // session check (its 401 would be an error in the console). The admin guard asks regardless.
  useGetCurrentUserQuery(undefined, { skip: !user });
  useDocumentTitle();
  useNavigationScroll();
  const { pathname } = useLocation();
  const Shell = shellFor(pathname, user) === 'admin' ? AdminShell : PublicShell;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
