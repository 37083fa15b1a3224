// The root layout: checks the stored user against GET /user/me once, then picks the shell.
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser, useGetCurrentUserQuery } from '@school/shared';
import { shellFor } from '../routing/access';
import { AdminShell } from './AdminShell';
import { PublicShell } from './PublicShell';

export function ShellSwitch() {
  useGetCurrentUserQuery();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const Shell = shellFor(pathname, user) === 'admin' ? AdminShell : PublicShell;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
