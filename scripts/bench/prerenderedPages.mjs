// The public pages pre-rendered (scripts/prerender) beside the same pages live (client-rendered),
// Lighthouse 12 mobile, median of 3 runs each: FCP, LCP, CLS, TBT, score, the requests that start
// before the first paint, and the HTML's compressed size. Part of `npm run bench`; alone:
// `node scripts/bench/prerenderedPages.mjs` (its own site on 3220-3223, API 4220).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { kb, markdownTable, ms, verdict, formatTable } from './table.mjs';
import { renderSite } from '../prerender/renderSite.mjs';
import { snapshotFile } from '../prerender/snapshotStore.mjs';

/** The pages; a news article joins them once the public site has a news route. */
export const PRERENDER_PAGES = ['/home', '/cadre-didactice', '/documente'];
const RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
  };
}

async function medians(lighthouse, port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseOnce(lighthouse, port, url));
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

/** Rows for the bench's table: each page live, then pre-rendered, with the targets. */
export async function measurePrerenderedPages({ siteUrl, log = () => {} }) {
  const dir = process.env.PRERENDER_BENCH_DIR;
  if (!dir) throw new Error('PRERENDER_BENCH_DIR: the folder the bench site serves snapshots from');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const rows = [];
  try {
    for (const pagePath of PRERENDER_PAGES) {
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
      rows.push([`${pagePath} pre-rendered: requests before the first paint (live)`, pair(String, 'beforePaint'), '1', verdict(pre.beforePaint === 1)]);
      rows.push([`${pagePath} pre-rendered: HTML with inline CSS and state, gzip`, kb(gzipBytes), '≤ 14 KB', verdict(gzipBytes <= 14 * 1024)]);
    }
  } finally {
    await chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startSite } = await import('../start.mjs');
  const layout = (await import('../../shared/federation/sections.js')).default;
  const work = mkdtempSync(path.join(os.tmpdir(), 'school-bench-prerender-'));
  process.env.PRERENDER_BENCH_DIR = path.join(work, 'prerender');
  const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(work, 'bench.db')}`, PRERENDER_DIR: process.env.PRERENDER_BENCH_DIR, LOG_LEVEL: 'warn' };
  for (const { portKey, urlKey } of layout.SECTIONS) {
    delete env[portKey];
    if (urlKey) delete env[urlKey];
  }
  const site = await startSite({ ports: layout.portsFrom(3220), env, cwd: work, quiet: true });
  const loadBefore = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  try {
    const rows = await measurePrerenderedPages({ siteUrl: site.url, log: (m) => process.stderr.write(`[bench] ${m}\n`) });
    console.log(`${new Date().toISOString()}; load average before ${loadBefore}, after ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
    console.log(formatTable(rows));
    console.log(`\n${markdownTable(rows)}`);
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
