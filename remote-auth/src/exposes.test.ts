// The contract with the host (see expectRoutesCoverPaths): every auth path of sitePaths has a route.
import { authPaths } from '@school/shared/routing';
import { expectRoutesCoverPaths } from '@school/shared/testing';
import { routes } from './routes';

it('remote-auth exposes a renderable route for every auth path of the site', () => {
  expectRoutesCoverPaths(routes, authPaths);
});
