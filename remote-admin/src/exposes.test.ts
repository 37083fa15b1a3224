// The contract with the host: `./routes` has one route object per admin path of sitePaths,
// each able to render (element or Component or lazy), with a relative path.
import { adminPaths } from '@school/shared/routing';
import { routes } from './routes';

describe('remote-admin exposed routes', () => {
  it('covers every admin path of the site with a renderable route', () => {
    const paths = routes.map((route) => route.path);
    expect([...paths].sort()).toEqual([...adminPaths].sort());
    for (const route of routes) {
      expect(route.path?.startsWith('/')).toBe(false);
      expect(Boolean(route.element || route.Component || route.lazy)).toBe(true);
    }
  });
});
