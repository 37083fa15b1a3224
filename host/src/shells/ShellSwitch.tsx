// The root layout: confirms a stored user against GET /user/me once, picks the shell, and sets
// the title and scroll position of each page shown. The admin shell is a chunk of its own, so
// public visitors never download it.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser, useGetCurrentUserQuery } from '@school/shared';
import { shellFor } from '../routing/access';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { useNavigationScroll } from '../routing/useNavigationScroll';
import { SectionLoading } from '../sections/SectionLoading';
import { PublicShell } from './PublicShell';

const AdminShell = lazy(() => import('./AdminShell').then((module) => ({ default: module.AdminShell })));

export function ShellSwitch() {
  const user = useCurrentUser();
  // Only a visitor this browser saw sign in is asked about: an anonymous page load sends no
  // session check (its 401 would be an error in the console). The admin guard asks regardless.
  useGetCurrentUserQuery(undefined, { skip: !user });
  useDocumentTitle();
  useNavigationScroll();
  const { pathname } = useLocation();
  if (shellFor(pathname, user) === 'admin') {
    return (
      <Suspense fallback={<SectionLoading lang="en" />}>
        <AdminShell>
          <Outlet />
        </AdminShell>
      </Suspense>
    );
  }
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
