// The contract with the host: `./routes` has one route object per auth path of sitePaths,
// each able to render (element or Component or lazy), with a relative path.
import { authPaths } from '@school/shared/routing';
import { routes } from './routes';

describe('remote-auth exposed routes', () => {
  it('covers every auth path of the site with a renderable route', () => {
    const paths = routes.map((route) => route.path);
    expect([...paths].sort()).toEqual([...authPaths].sort());
    for (const route of routes) {
      expect(route.path?.startsWith('/')).toBe(false);
      expect(Boolean(route.element || route.Component || route.lazy)).toBe(true);
    }
  });
});
