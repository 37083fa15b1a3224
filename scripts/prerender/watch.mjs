// Keeps the snapshots fresh. Every `pollMs` it asks each input of every snapshot whether it
// changed (a conditional GET: a 304 costs a few bytes). A changed input makes the pages drawn
// from it stale: their snapshots are removed at once (the server then serves them live, as
// client-rendered pages) and rendered again once the changes have settled for `debounceMs`,
// never later than `maxWaitMs` after the first one. The checks never wait for a render, so a
// long render (the first one after a start) delays no removal. A photo takedown is one such
// change: it changes the API's answers that showed the photo (and the photo's files are gone
// from storage at once). So an admin's publish, edit or takedown, a remote's or the host's
// redeploy, shows in the served HTML within about 30 s (defaults), also right after a restart
// of any process: what is on disk says what each snapshot was drawn from.
import { inputChanged } from './inputs.mjs';
import { renderSite } from './renderSite.mjs';
import { missingPages, pagesDrawnElsewhere, readInputs, removePages, unrecordedPages } from './snapshotStore.mjs';

/**
 * The recorded pages an input of which (among those `asked` keeps) answers differently now; an
 * input drawn only into pages of `known` is not asked again.
 */
export async function changedPages(dir, urlMap, hostMap, { known = [], asked = () => true } = {}) {
  const { pages } = readInputs(dir);
  const stale = new Set(known);
  const changed = [];
  const byUrl = new Map();
  for (const [pagePath, { inputs }] of Object.entries(pages)) {
    for (const input of inputs.filter(asked)) {
      const key = `${input.url} ${input.etag ?? input.hash}`;
      if (!byUrl.has(key)) byUrl.set(key, { input, pages: [] });
      byUrl.get(key).pages.push(pagePath);
    }
  }
  for (const { input, pages: drawnFrom } of byUrl.values()) {
    if (drawnFrom.every((pagePath) => stale.has(pagePath))) continue;
    if (!(await inputChanged(input, urlMap, hostMap))) continue;
    for (const pagePath of drawnFrom.filter((drawn) => !stale.has(drawn))) {
      stale.add(pagePath);
      changed.push(pagePath);
    }
  }
  return changed;
}

/** The pages whose inputs changed, or whose snapshot is gone or not described by its record. */
export async function stalePages(dir, urlMap, hostMap) {
  const missing = missingPages(dir);
  return [...missing, ...(await changedPages(dir, urlMap, hostMap, { known: missing }))];
}

/** Waits between launch attempts of a renderer whose browser would not start: 5 s, doubling to 60 s. */
const RETRY_MS = [5000, 10_000, 20_000, 40_000, 60_000];

/**
 * Renders what a start finds missing or stale (and, with discover, /home and every public page
 * reachable from it that has no snapshot), then keeps it fresh. A render that fails as a whole
 * (no browser yet, the site not answering) is tried again, later and later, until it succeeds.
 * @param {object} options  renderSite's, and pollMs (3000), debounceMs (3000), maxWaitMs (20000),
 *                          initial (render what a start needs first, default true), discover (a
 *                          re-render follows links to pages without a snapshot, default true),
 *                          serialize (runs a render when its turn comes: a platform's sites render
 *                          one at a time; default at once)
 * @returns {{ stop(): Promise<void>, idle(): Promise<void> }}
 */
export function startPrerenderWatcher({ pollMs = 3000, debounceMs = 3000, maxWaitMs = 20_000, initial = true, discover = true, serialize = (render) => render(), log = () => {}, ...options }) {
  const { dir, urlMap = [], hostMap = [] } = options;
  let stopped = false;
  let rendering = null;
  /** The pages the render under way draws: their snapshots are missing until it writes them. */
  let inFlight = [];
  let failures = 0;
  let retryAt = 0;
  const pending = new Set();
  let firstChangeAt = 0;
  let lastChangeAt = 0;

  const backOff = () => {
    retryAt = Date.now() + RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
  };

  const render = (paths, crawl) => {
    inFlight = paths;
    const known = Object.keys(readInputs(dir).pages).filter((pagePath) => !paths.includes(pagePath));
    rendering = serialize(() => renderSite({ ...options, paths, crawl, known, log }))
      .then(({ rendered, failed }) => {
        for (const pagePath of failed) pending.add(pagePath);
        if (failed.length > 0) backOff();
        else failures = 0;
        log(`prerender: ${rendered.length} page(s) rendered${failed.length ? `, ${failed.length} failed` : ''}`);
      })
      .catch((error) => {
        for (const pagePath of paths) pending.add(pagePath);
        backOff();
        log(`prerender failed: ${error instanceof Error ? error.message : error}; trying again in ${Math.round((retryAt - Date.now()) / 1000)} s`);
      })
      .finally(() => {
        rendering = null;
        inFlight = [];
      });
  };

  const markStale = (pagePaths, now) => {
    if (pagePaths.length === 0) return;
    removePages(dir, pagePaths);
    for (const pagePath of pagePaths) pending.add(pagePath);
    if (firstChangeAt === 0) firstChangeAt = now;
    lastChangeAt = now;
    log(`prerender: inputs changed for ${pagePaths.join(', ')}; served live until rendered again`);
  };

  const tick = async () => {
    const stale = await stalePages(dir, urlMap, hostMap);
    markStale(stale.filter((pagePath) => !pending.has(pagePath) && !inFlight.includes(pagePath)), Date.now());
    const now = Date.now();
    const settled = now - lastChangeAt >= debounceMs || now - firstChangeAt >= maxWaitMs;
    if (stopped || pending.size === 0 || !settled || rendering || now < retryAt) return;
    const paths = [...pending];
    pending.clear();
    firstChangeAt = 0;
    // Crawl to pages without a snapshot only: a changed list may link to a new article.
    render(paths, discover);
  };

  if (initial) {
    // What a killed render left behind is stale, and so is what was drawn for another address.
    // /home is drawn again when it has no snapshot, or to crawl from it to the pages that have
    // none (a first start, or one cut short): one page.
    markStale([...new Set([...unrecordedPages(dir), ...pagesDrawnElsewhere(dir, options)])], 0);
    if (discover || !readInputs(dir).pages['/home']) pending.add('/home');
  }

  let timer = null;
  let checking = Promise.resolve();
  const schedule = (delay) => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = tick()
        .catch((error) => log(`prerender check failed: ${error instanceof Error ? error.message : error}`))
        .finally(() => schedule(pollMs));
    }, delay);
  };
  schedule(initial ? 0 : pollMs);

  return {
    idle: async () => {
      while (rendering) await rendering;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await checking;
      while (rendering) await rendering;
    },
  };
}
