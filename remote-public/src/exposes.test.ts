// The contract with the host: `./routes` has one route object per public path of sitePaths,
// each able to render (element or Component or lazy), with a relative path.
import { publicPaths } from '@school/shared/routing';
import { routes } from './routes';

describe('remote-public exposed routes', () => {
  it('covers every public path of the site with a renderable route', () => {
    const paths = routes.map((route) => route.path);
    expect([...paths].sort()).toEqual([...publicPaths].sort());
    for (const route of routes) {
      expect(route.path?.startsWith('/')).toBe(false);
      expect(Boolean(route.element || route.Component || route.lazy)).toBe(true);
    }
  });
});
