// The contract with the host (see expectRoutesCoverPaths): every public path of sitePaths has a route.
import { publicPaths } from '@school/shared/routing';
import { expectRoutesCoverPaths } from '@school/shared/testing';
import { routes } from './routes';

it('remote-public exposes a renderable route for every public path of the site', () => {
  expectRoutesCoverPaths(routes, publicPaths);
});
