// The API's routes as patterns, so a request for a known path with a method it does not take
// can be answered 405 with the methods it does take (Allow), rather than 404.
import type { RouteOptions } from 'fastify';

export interface RouteTable {
  add(route: Pick<RouteOptions, 'method' | 'url'>): void;
  /** The methods the path answers, sorted; empty for an unknown path. */
  methodsFor(path: string): string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

export function createRouteTable(): RouteTable {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  return {
    add({ method, url }) {
      if (!url) return;
      const methods = (Array.isArray(method) ? method : [method]).map((m) => m.toUpperCase());
      // Fastify answers HEAD wherever it answers GET.
      if (methods.includes('GET')) methods.push('HEAD');
      routes.push({ pattern: patternOf(url), methods });
    },
    methodsFor(path) {
      const pathname = path.split('?')[0] ?? '';
      const methods = new Set(routes.filter((route) => route.pattern.test(pathname)).flatMap((route) => route.methods));
      return [...methods].sort();
    },
  };
}
