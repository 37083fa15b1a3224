// The renderer (scripts/prerender) driven from the tests, on the e2e site and into the folder its
// host serves snapshots from. Each spec renders only the pages it needs and removes them after,
// so the other specs keep seeing the live, client-rendered pages.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORTS } from '../support/ports';

export const SITE_URL = `http://localhost:${E2E_PORTS.host}`;

/** shared/http/prerender.json, read as a file: Playwright's loader trips over a JSON module. */
export const prerender = JSON.parse(readFileSync(path.join(__dirname, '../../shared/http/prerender.json'), 'utf8')) as {
  startedAttribute: string;
};

/** A `layout-shift` performance entry (not in TypeScript's DOM types): how much moved, and what. */
export type LayoutShift = PerformanceEntry & {
  value: number;
  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

export function snapshotDir(): string {
  const dir = process.env.E2E_PRERENDER_DIR;
  if (!dir) throw new Error('E2E_PRERENDER_DIR is not set (e2e/support/globalSetup.ts sets it)');
  return dir;
}

interface RenderResult {
  rendered: string[];
  failed: string[];
}

interface Watcher {
  stop(): Promise<void>;
}

export async function render(paths: string[]): Promise<RenderResult> {
  const { renderSite } = (await import('../../scripts/prerender/renderSite.mjs')) as {
    renderSite(options: { siteUrl: string; dir: string; paths: string[] }): Promise<RenderResult>;
  };
  return renderSite({ siteUrl: SITE_URL, dir: snapshotDir(), paths });
}

/**
 * The watcher, checking every second and rendering after a second of quiet, the changed pages
 * only; with `initial`, first what a start finds missing or stale, as a restarted renderer does.
 */
export async function watch(options: { initial?: boolean; browserPath?: string; log?: (message: string) => void } = {}): Promise<Watcher> {
  const { startPrerenderWatcher } = (await import('../../scripts/prerender/watch.mjs')) as {
    startPrerenderWatcher(options: Record<string, unknown>): Watcher;
  };
  return startPrerenderWatcher({ siteUrl: SITE_URL, dir: snapshotDir(), initial: false, discover: false, pollMs: 1000, debounceMs: 1000, ...options });
}

export function removeSnapshots() {
  rmSync(snapshotDir(), { recursive: true, force: true });
}

/** When the page was last rendered (inputs.json), or undefined. */
export function renderedAt(pagePath: string): string | undefined {
  const file = path.join(snapshotDir(), 'inputs.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, { renderedAt: string }> }).pages[pagePath]?.renderedAt;
}
