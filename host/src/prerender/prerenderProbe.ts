// What the renderer (scripts/prerender) reads from a page it renders: whether the page is a
// public one, whether it has settled, and the API answers it was drawn with. Exposed only to an
// automated browser (navigator.webdriver), the renderer's headless Chromium.
import prerender from '@school/shared/http/prerender.json';
import { routeOf, type AppStore } from '@school/shared';
import { hydratableMarkup } from './hydratableMarkup';
import { partsShown } from './partsShown';
import type { SnapshotQuery } from './snapshotData';

/** Queries that belong to a visitor's session, never to a page's snapshot. */
const SESSION_ENDPOINTS = new Set(['getCurrentUser']);

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

export interface PrerenderProbe {
  publicPage: boolean;
  /** No API request on its way, no page still loading and nothing on it still busy loading. */
  settled: boolean;
  queries: SnapshotQuery[];
  /** #root's markup as the host hydrates it (asked for once the page has settled). */
  markup?: string;
  /** The lazy parts the page shows or asked for (asked for with the markup). */
  parts?: string[];
  /** Where the page's links lead on this site, to public pages only (asked for with the markup). */
  publicLinks?: string[];
}

export function probePage(store: AppStore, doc: Document = document): PrerenderProbe {
  const entries = Object.values(store.getState().api.queries as Record<string, QueryEntry | undefined>);
  const queries = entries
    .filter((entry): entry is QueryEntry & { endpointName: string } => entry?.status === 'fulfilled' && typeof entry.endpointName === 'string')
    .filter((entry) => !SESSION_ENDPOINTS.has(entry.endpointName))
    .map(({ endpointName, originalArgs, data }) => (originalArgs === undefined ? { endpointName, data } : { endpointName, arg: originalArgs, data }));
  const pending = entries.some((entry) => entry?.status === 'pending');
  // A query starts in an effect after the page's first commit: until then the page already shows
  // its loading text (aria-busy) with no request pending.
  const loading = doc.querySelector('[data-testid="section-loading"], [aria-busy="true"]') !== null;
  return { publicPage: routeOf(doc.location.pathname)?.owner === 'public', settled: !pending && !loading, queries };
}

/**
 * The page's links to the site's public pages: the renderer draws those next. The others (the
 * sign-in page, on every page) would each be drawn only to find them not public, after every page
 * that links to them.
 */
export function publicLinks(doc: Document = document): string[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => link.origin === doc.location.origin && routeOf(link.pathname)?.owner === 'public')
    .map((link) => link.href);
}

export function exposePrerenderProbe(store: AppStore): void {
  if (typeof navigator === 'undefined' || !navigator.webdriver) return;
  const probe = ({ markup = false } = {}): PrerenderProbe => {
    const root = document.getElementById('root');
    return markup && root ? { ...probePage(store), markup: hydratableMarkup(root), parts: partsShown(root), publicLinks: publicLinks() } : probePage(store);
  };
  Object.defineProperty(window, prerender.probeName, { value: probe, configurable: true });
}
