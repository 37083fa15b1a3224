// Keeps the snapshots fresh. Every `pollMs` it asks each input of every snapshot whether it
// changed (a conditional GET: a 304 costs a few bytes). A changed input makes the pages drawn
// from it stale: their snapshots are removed at once (the server then serves them live, as
// client-rendered pages) and rendered again once the changes have settled for `debounceMs`,
// never later than `maxWaitMs` after the first one. So an admin's publish, edit or takedown, a
// remote's or the host's redeploy, shows in the served HTML within about 30 s (defaults).
import { inputChanged } from './inputs.mjs';
import { renderSite } from './renderSite.mjs';
import { missingPages, readInputs, removePages } from './snapshotStore.mjs';

/** The pages whose inputs changed, or whose snapshot a takedown removed. */
export async function stalePages(dir, urlMap) {
  const { pages } = readInputs(dir);
  const stale = new Set(missingPages(dir));
  const byUrl = new Map();
  for (const [pagePath, { inputs }] of Object.entries(pages)) {
    for (const input of inputs) {
      const key = `${input.url} ${input.etag ?? input.hash}`;
      if (!byUrl.has(key)) byUrl.set(key, { input, pages: [] });
      byUrl.get(key).pages.push(pagePath);
    }
  }
  for (const { input, pages: drawnFrom } of byUrl.values()) {
    if (drawnFrom.every((pagePath) => stale.has(pagePath))) continue;
    if (await inputChanged(input, urlMap)) for (const pagePath of drawnFrom) stale.add(pagePath);
  }
  return [...stale];
}

/**
 * Renders the site once (every public page reachable from /home), then keeps it fresh.
 * @param {object} options  renderSite's, and pollMs (3000), debounceMs (3000), maxWaitMs (20000),
 *                          initial (render everything first, default true), discover (a re-render
 *                          follows links to pages without a snapshot, default true)
 * @returns {{ stop(): Promise<void>, idle(): Promise<void> }}
 */
export function startPrerenderWatcher({ pollMs = 3000, debounceMs = 3000, maxWaitMs = 20_000, initial = true, discover = true, log = () => {}, ...options }) {
  const { dir, urlMap = [] } = options;
  let stopped = false;
  let running = Promise.resolve();
  const pending = new Set();
  let firstChangeAt = 0;
  let lastChangeAt = 0;

  const render = (paths, crawl, known = []) => {
    running = running
      .then(() => renderSite({ ...options, paths, crawl, known, log }))
      .then(({ rendered, failed }) => log(`prerender: ${rendered.length} page(s) rendered${failed.length ? `, ${failed.length} failed` : ''}`))
      .catch((error) => log(`prerender failed: ${error instanceof Error ? error.message : error}`));
    return running;
  };

  const tick = async () => {
    const stale = await stalePages(dir, urlMap);
    const now = Date.now();
    if (stale.length > 0) {
      removePages(dir, stale);
      for (const pagePath of stale) pending.add(pagePath);
      if (firstChangeAt === 0) firstChangeAt = now;
      lastChangeAt = now;
      log(`prerender: inputs changed for ${stale.join(', ')}; served live until rendered again`);
    }
    const settled = now - lastChangeAt >= debounceMs || now - firstChangeAt >= maxWaitMs;
    if (pending.size > 0 && settled) {
      const paths = [...pending];
      pending.clear();
      firstChangeAt = 0;
      // Crawl to pages without a snapshot only: a changed list may link to a new article.
      await render(paths, discover, Object.keys(readInputs(dir).pages));
    }
  };

  let timer = null;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running.then(tick).catch((error) => log(`prerender check failed: ${error instanceof Error ? error.message : error}`)).finally(schedule);
    }, pollMs);
  };
  if (initial) void render(['/home'], true);
  schedule();

  return {
    idle: () => running,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
