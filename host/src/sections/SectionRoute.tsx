// A host route's element: the page of `path` from its section's remote. The host owns the path
// and the shell around it; the remote owns the page (its route object's element or Component).
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routePatternOf, type SectionName, type SitePathName } from '@school/shared/routing';
import { remoteLoader as defaultLoader, type RemoteLoader } from '../federation/remoteLoader';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionLoading } from './SectionLoading';

export const sectionLanguage = (section: SectionName): 'ro' | 'en' => (section === 'admin' ? 'en' : 'ro');

type PageRoute = Pick<RouteObject, 'element' | 'Component'>;

/** Pages already resolved, per loader: a page preloaded before the first render starts ready. */
const resolvedPages = new WeakMap<RemoteLoader, Map<string, PageRoute>>();
const pageKey = (section: SectionName, path: string) => `${section} ${path.replace(/^\//, '')}`;

/** The route object of `path` in its section's remote, with a react-router `lazy` resolved. */
async function resolvePage(loader: RemoteLoader, section: SectionName, path: string): Promise<PageRoute> {
  const routes = await loader.loadSection(section);
  const pattern = routePatternOf(path.replace(/^\//, '') as SitePathName);
  const route = routes.find((candidate) => candidate.path === pattern || candidate.path === `/${pattern}`);
  if (!route) throw new Error(`The ${section} remote has no route for "${path}"`);
  const page = typeof route.lazy === 'function' ? { ...route, ...(await (route.lazy as () => Promise<PageRoute>)()) } : route;
  if (!resolvedPages.has(loader)) resolvedPages.set(loader, new Map());
  resolvedPages.get(loader)?.set(pageKey(section, path), page);
  return page;
}

/**
 * Loads the page of `path` (its remote, its chunk) before the app's first render, so that it
 * renders at once: a pre-rendered page is then replaced by the same page in one commit.
 */
export async function preloadPage(section: SectionName, path: string, loader: RemoteLoader = defaultLoader): Promise<void> {
  await resolvePage(loader, section, path);
}

function renderPage(route: PageRoute): ReactNode {
  if (route.element !== undefined && route.element !== null) return route.element;
  if (route.Component) return <route.Component />;
  return null;
}

const samePage = (a: PageRoute, b: PageRoute) => a.Component === b.Component && a.element === b.element;

type PageState = { status: 'loading' } | { status: 'ready'; route: PageRoute } | { status: 'failed'; error: unknown };

function RemotePage({ section, path, loader }: { section: SectionName; path: string; loader: RemoteLoader }) {
  const [state, setState] = useState<PageState>(() => {
    const page = resolvedPages.get(loader)?.get(pageKey(section, path));
    return page ? { status: 'ready', route: page } : { status: 'loading' };
  });
  useEffect(() => {
    let current = true;
    resolvePage(loader, section, path).then(
      // A page that started ready (preloaded) keeps its state: same page, nothing to draw again.
      (route) => current && setState((previous) => (previous.status === 'ready' && samePage(previous.route, route) ? previous : { status: 'ready', route })),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [loader, section, path]);
  if (state.status === 'failed') throw state.error; // to the section's error boundary
  if (state.status === 'loading') return <SectionLoading lang={sectionLanguage(section)} />;
  return <>{renderPage(state.route)}</>;
}

export function SectionRoute({
  section,
  path,
  loader = defaultLoader,
}: {
  section: SectionName;
  path: string;
  loader?: RemoteLoader;
}) {
  const [attempt, setAttempt] = useState(0);
  const lang = sectionLanguage(section);
  return (
    <SectionErrorBoundary
      lang={lang}
      onRetry={() => {
        loader.reset(section);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={<SectionLoading lang={lang} />}>
        <RemotePage key={attempt} section={section} path={path} loader={loader} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
