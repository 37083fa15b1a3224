// The contract with the host (see expectRoutesCoverPaths): every admin path of sitePaths has a route.
import { adminPaths } from '@school/shared/routing';
import { expectRoutesCoverPaths } from '@school/shared/testing';
import { routes } from './routes';

it('remote-admin exposes a renderable route for every admin path of the site', () => {
  expectRoutesCoverPaths(routes, adminPaths);
});
