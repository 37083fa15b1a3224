// The root layout: confirms a stored user against GET /user/me once, picks the shell, and sets
// the title and scroll position of each page shown. The admin shell is a chunk of its own, so
// public visitors never download it.
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageTitleContext, useCurrentUser, useGetCurrentUserQuery } from '@school/shared';
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
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useDocumentTitle(pageTitle);
  useNavigationScroll();
  const { pathname } = useLocation();
  return (
    <PageTitleContext.Provider value={setPageTitle}>
      {shellFor(pathname, user) === 'admin' ? (
        <Suspense fallback={<SectionLoading lang="en" />}>
          <AdminShell>
            <Outlet />
          </AdminShell>
        </Suspense>
      ) : (
        <PublicShell>
          <Outlet />
        </PublicShell>
      )}
    </PageTitleContext.Provider>
  );
}
