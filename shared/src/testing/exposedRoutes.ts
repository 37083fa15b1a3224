// The contract between a remote and the host: its `./routes` holds one route object per path of
// its part of sitePaths, each relative and able to render (element, Component or lazy).
import type { RouteObject } from 'react-router-dom';

export function expectRoutesCoverPaths(routes: readonly RouteObject[], paths: readonly string[]): void {
  expect(routes.map((route) => route.path).sort()).toEqual([...paths].sort());
  for (const route of routes) {
    expect(route.path?.startsWith('/')).toBe(false);
    expect(Boolean(route.element || route.Component || route.lazy)).toBe(true);
  }
}
