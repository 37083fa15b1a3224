// The host's route table. The host owns every path (from shared's sitePaths) and the shells;
// each path's element is the page its section's remote exposes.
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { pathOf, routePatternOf, sitePaths, type StatusPath } from '@school/shared/routing';
import { ShellSwitch } from '../shells/ShellSwitch';
import { SectionRoute } from '../sections/SectionRoute';
import { NotFoundPage, UnauthorizedPage } from '../pages/StatusPage';
import { AdminGuard } from './AdminGuard';
import { AdminLanding } from './AdminLanding';

const NOT_FOUND = pathOf('404');

/** Any routing error goes to /404 (spec section 2); on /404 itself, show the page. */
function RoutingError() {
  const { pathname } = useLocation();
  return pathname === NOT_FOUND ? <NotFoundPage /> : <Navigate to={NOT_FOUND} replace />;
}

// An admin screen's route also matches its items' addresses (/admin/news/12): one page for both.
const sectionRoute = ({ path, section }: (typeof sitePaths)[number]): RouteObject => ({
  path: routePatternOf(path),
  element: <SectionRoute key={path} section={section} path={path} />,
});

export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <ShellSwitch />,
      errorElement: <RoutingError />,
      children: [
        {
          errorElement: <RoutingError />,
          children: [
            { index: true, element: <Navigate to={pathOf('home')} replace /> },
            { path: 'admin', element: <AdminLanding /> },
            ...sitePaths.filter(({ section }) => section !== 'admin').map(sectionRoute),
            { element: <AdminGuard />, children: sitePaths.filter(({ section }) => section === 'admin').map(sectionRoute) },
            { path: '404' satisfies StatusPath, element: <NotFoundPage /> },
            { path: '401' satisfies StatusPath, element: <UnauthorizedPage /> },
            { path: '*', element: <Navigate to={NOT_FOUND} replace /> },
          ],
        },
      ],
    },
  ];
}
