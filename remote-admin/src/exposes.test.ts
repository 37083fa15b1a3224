// The contract with the host (see expectRoutesCoverPaths): every admin path of sitePaths has a
// route, an item screen's matching its items' addresses too (routePatternOf).
import { adminPaths, routePatternOf } from '@school/shared/routing';
import { expectRoutesCoverPaths } from '@school/shared/testing';
import { routes } from './routes';

it('remote-admin exposes a renderable route for every admin path of the site', () => {
  expectRoutesCoverPaths(routes, adminPaths.map(routePatternOf));
});
