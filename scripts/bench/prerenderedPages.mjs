// The public pages pre-rendered (scripts/prerender) beside the same pages live (client-rendered),
// Lighthouse 12 mobile, median of 3 runs each: FCP, LCP, CLS, TBT, score, the requests that start
// before the first paint, and the HTML's compressed size; and the JavaScript of a cold /home, which
// the host loads at the visitor's first interaction. Part of `npm run bench`; alone:
// `node scripts/bench/prerenderedPages.mjs [/noutati ...]` (its own site on 3220-3223, API 4220;
// with arguments, only the pages whose paths start so).
import { rmSync, statSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { onOwnSite, printMeasured } from './ownSite.mjs';
import { kb, ms, quantile, verdict } from './table.mjs';
import { renderSite } from '../prerender/renderSite.mjs';
import { snapshotFile } from '../prerender/snapshotStore.mjs';
import { launchChromium } from './chromium.mjs';
import { measurePageLoad } from './pageLoads.mjs';

/** shared/src/routing/sitePaths.ts's newsArticlePath (a TypeScript module; this script is plain Node). */
const newsArticlePath = (slug) => `/noutati/${encodeURIComponent(slug)}`;

/** The pages; the newest news article joins them (newestArticlePath). */
export const PRERENDER_PAGES = ['/home', '/cadre-didactice', '/documente'];

/** The newest news article's address, from the API (the list comes newest first), or null. */
async function newestArticlePath(siteUrl) {
  const response = await fetch(new URL('/api/content/news', siteUrl));
  if (!response.ok) return null;
  const body = await response.json();
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items[0]?.slug ? newsArticlePath(items[0].slug) : null;
}
const RUNS = 3;

async function lighthouseOnce(lighthouse, port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const firstPaint = observed.observedFirstContentfulPaint ?? Infinity;
  const start = Math.min(...requests.map((request) => request.networkRequestTime ?? Infinity));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    beforePaint: requests.filter((request) => request.networkRequestTime - start < firstPaint).length,
    // Photos Chrome starts at the first layout (lazy ones within its lazy-load distance, an article's
    // cover at once): an image never holds the first paint, so what the paint waits for is the rest.
    photosBeforePaint: requests.filter((request) => request.networkRequestTime - start < firstPaint && request.resourceType === 'Image').length,
  };
}

async function medians(lighthouse, port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseOnce(lighthouse, port, url));
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, quantile(runs.map((r) => r[key]), 0.5)]));
}

/** The gzip JavaScript a cold /home loads once the host runs (live: at once; pre-rendered: at the first interaction). */
async function coldHomeJs(siteUrl, ports) {
  const browser = await launchChromium();
  try {
    const { js } = await measurePageLoad({ browser, baseUrl: siteUrl, ports, pathname: '/home' });
    return js;
  } finally {
    await browser.close();
  }
}

/** Rows for the bench's table: each page live, then pre-rendered, with the targets. */
export async function measurePrerenderedPages({ siteUrl, ports, log = () => {}, only = [] }) {
  const dir = process.env.PRERENDER_BENCH_DIR;
  if (!dir) throw new Error('PRERENDER_BENCH_DIR: the folder the bench site serves snapshots from');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const rows = [];
  const article = await newestArticlePath(siteUrl);
  try {
    const pages = article ? [...PRERENDER_PAGES, article] : PRERENDER_PAGES;
    for (const pagePath of only.length > 0 ? pages.filter((page) => only.some((prefix) => page.startsWith(prefix))) : pages) {
      rmSync(dir, { recursive: true, force: true });
      log(`lighthouse ${pagePath}, live`);
      const live = await medians(lighthouse, chrome.port, `${siteUrl}${pagePath}`);
      await renderSite({ siteUrl, dir, paths: [pagePath] });
      const gzipBytes = statSync(`${snapshotFile(dir, pagePath)}.gz`).size;
      log(`lighthouse ${pagePath}, pre-rendered`);
      const pre = await medians(lighthouse, chrome.port, `${siteUrl}${pagePath}`);
      const pair = (format, key) => `${format(pre[key])} (live ${format(live[key])})`;
      rows.push([`${pagePath} pre-rendered: FCP / LCP (live)`, `${ms(pre.fcp)} / ${ms(pre.lcp)} (live ${ms(live.fcp)} / ${ms(live.lcp)})`, '≤ 1000 ms each', verdict(pre.fcp <= 1000 && pre.lcp <= 1000)]);
      rows.push([`${pagePath} pre-rendered: CLS (live)`, pair((v) => v.toFixed(3), 'cls'), '≤ 0.02', verdict(pre.cls <= 0.02)]);
      rows.push([`${pagePath} pre-rendered: TBT (live)`, pair(ms, 'tbt'), '≤ 150 ms', verdict(pre.tbt <= 150)]);
      rows.push([`${pagePath} pre-rendered: performance score (live)`, pair(String, 'score'), '≥ 98', verdict(pre.score >= 98)]);
      // An article's cover photo is its largest paint: it loads with the page (docs/decisions.md).
      const eagerCover = pagePath === article ? ', the cover photo eager' : '';
      const waitedFor = (run) => run.beforePaint - run.photosBeforePaint;
      rows.push([`${pagePath} pre-rendered: requests the first paint waits for (live)`, `${waitedFor(pre)} (live ${waitedFor(live)})`, '1', verdict(waitedFor(pre) === 1)]);
      // For information: the photos Chrome starts before the paint, which does not wait for them (docs/decisions.md).
      rows.push([`${pagePath} pre-rendered: requests started before the first paint${eagerCover} (live)`, `${pre.beforePaint}, ${pre.photosBeforePaint} of them photos (live ${live.beforePaint})`, '', '']);
      rows.push([`${pagePath} pre-rendered: HTML with inline CSS and state, gzip`, kb(gzipBytes), '≤ 14 KB', verdict(gzipBytes <= 14 * 1024)]);
    }
  } finally {
    await chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  if (!article) rows.push(['news article', 'no news article to measure', '', '']);
  if (ports) {
    log('cold /home JavaScript');
    const js = await coldHomeJs(siteUrl, ports);
    const total = js.host + js.shared + js.remote + js.other;
    rows.push([
      '/home cold: gzip JS, loaded at the first interaction (host / shared / remote)',
      `${kb(total)} (${kb(js.host)} / ${kb(js.shared)} / ${kb(js.remote)})`,
      '≤ 200 KB',
      verdict(total <= 200 * 1024),
    ]);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await onOwnSite({ name: 'prerender', portBase: 3220 }, (site) => {
    process.env.PRERENDER_BENCH_DIR = site.snapshotDir;
    return printMeasured(() => measurePrerenderedPages({ siteUrl: site.url, ports: site.ports, log: (m) => process.stderr.write(`[bench] ${m}\n`), only: process.argv.slice(2) }));
  });
}
