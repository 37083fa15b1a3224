// A parent's first gestures on a pre-rendered page, on a slow phone: 390 px, Chromium's CPU
// throttled 4×, the network emulated at 150 ms latency and 200 KB/s. The host's scripts start at
// the first gesture; measured: the time from a first tap on a gallery photo to the viewer open
// (never lost), and the main thread's blocking time after the first gesture (the sum of every long
// task's time past 50 ms, from the gesture until the page has settled), for that tap and for a
// first scroll on /home.
//
//   node scripts/bench/firstTap.mjs        (its own site on ports 3340-3343, API 4340;
//                                           BENCH_PORT_BASE=N moves them to N..N+3, API N+1000)
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { renderSite } from '../prerender/renderSite.mjs';
import { launchChromium } from './chromium.mjs';
import { onOwnSite, printMeasured } from './ownSite.mjs';
import { ms, verdict } from './table.mjs';

export const PHONE = { width: 390, height: 844, cpuSlowdown: 4, latencyMs: 150, bytesPerSecond: 200 * 1024 };
const GALLERY_PAGE = '/activitati/saptamana-verde';
const RUNS = 3;
/** The page has settled once no long task came for this long after the last one. */
const QUIET_MS = 2000;

/* global window, document, requestAnimationFrame -- run in the page. */

/** Runs in the page before its scripts: the first gesture's time, the long tasks, the viewer's arrival. */
function observePage() {
  const seen = { gesture: null, viewer: null, longTasks: [] };
  Object.defineProperty(window, '__firstTap', { value: seen });
  const onGesture = () => {
    seen.gesture ??= performance.now();
  };
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown']) window.addEventListener(type, onGesture, { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watchViewer = () => {
    if (seen.viewer === null && document.querySelector('[role="dialog"]')) seen.viewer = performance.now();
    requestAnimationFrame(watchViewer);
  };
  requestAnimationFrame(watchViewer);
}

async function slowPhone(browser) {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  await context.addInitScript(observePage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.bytesPerSecond,
    uploadThroughput: PHONE.bytesPerSecond,
  });
  return { context, page };
}

const observed = (page) => page.evaluate(() => window.__firstTap);

/**
 * Puts Playwright's own script into the page before the gesture: its first wait injects it, a task
 * of ~150 ms on the throttled CPU that is the harness's, not the site's, and was counted as the
 * site's blocking time when the first wait came after the gesture.
 */
const injectHarness = (page) => page.waitForFunction(() => true);

/** Waits until the host has hydrated and no long task came for QUIET_MS; answers what was seen. */
async function settled(page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root')).some((key) => key.startsWith('__reactContainer')), null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (quiet) => {
      const { longTasks } = window.__firstTap;
      const last = longTasks.length > 0 ? Math.max(...longTasks.map((task) => task.start + task.duration)) : 0;
      return performance.now() - last >= quiet;
    },
    QUIET_MS,
    { timeout: 60_000, polling: 250 },
  );
  return observed(page);
}

const blockingAfter = ({ gesture, longTasks }) =>
  longTasks.filter((task) => task.start + task.duration > gesture).reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, gesture) - 50), 0);

/** One parent: the gallery page, and a first tap on its first photo. */
async function tapFirstPhoto(browser, siteUrl) {
  const { context, page } = await slowPhone(browser);
  try {
    await page.goto(`${siteUrl}${GALLERY_PAGE}`, { waitUntil: 'load' });
    await injectHarness(page);
    await page.getByRole('main').getByRole('button', { name: /^Mărește fotografia/ }).first().tap();
    await page.getByRole('dialog').waitFor({ timeout: 30_000 }).catch(() => {});
    const seen = await settled(page);
    return { opened: seen.viewer !== null, tapToViewer: seen.viewer === null ? null : seen.viewer - seen.gesture, blocking: blockingAfter(seen) };
  } finally {
    await context.close();
  }
}

/** One reader: /home, and a first scroll. */
async function scrollHome(browser, siteUrl) {
  const { context, page } = await slowPhone(browser);
  try {
    await page.goto(`${siteUrl}/home`, { waitUntil: 'load' });
    await injectHarness(page);
    await page.mouse.wheel(0, 400);
    return { blocking: blockingAfter(await settled(page)) };
  } finally {
    await context.close();
  }
}

/**
 * The bench rows. `dir` is the folder the site serves snapshots from: the two pages are rendered
 * into it, and it is emptied after.
 */
export async function measureFirstTap({ siteUrl, dir, log = () => {} }) {
  rmSync(dir, { recursive: true, force: true });
  const { failed } = await renderSite({ siteUrl, dir, paths: [GALLERY_PAGE, '/home'] });
  if (failed.length > 0) throw new Error(`could not render ${failed.join(', ')}`);
  const browser = await launchChromium();
  try {
    const taps = [];
    const scrolls = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`first tap on a photo, run ${run}`);
      taps.push(await tapFirstPhoto(browser, siteUrl));
      log(`first scroll on /home, run ${run}`);
      scrolls.push(await scrollHome(browser, siteUrl));
    }
    const times = taps.map((tap) => tap.tapToViewer).filter((time) => time !== null).sort((a, b) => a - b);
    const lost = taps.filter((tap) => !tap.opened).length;
    const slowest = times.at(-1);
    const tapBlocking = taps.map((tap) => tap.blocking);
    const scrollBlocking = scrolls.map((scroll) => scroll.blocking);
    const profile = `${PHONE.width} px, CPU ${PHONE.cpuSlowdown}×, ${PHONE.latencyMs} ms / ${PHONE.bytesPerSecond / 1024} KB/s`;
    return [
      [
        `${GALLERY_PAGE} pre-rendered, slow phone (${profile}): first tap on a photo → viewer open (slowest of ${RUNS})`,
        `${slowest === undefined ? '—' : ms(slowest)} [${taps.map((tap) => (tap.opened ? ms(tap.tapToViewer) : 'lost')).join(', ')}]`,
        '≤ 2.5 s, never lost',
        verdict(lost === 0 && slowest !== undefined && slowest <= 2500),
      ],
      [
        `${GALLERY_PAGE} pre-rendered, slow phone: blocking time after that first tap (worst of ${RUNS})`,
        `${ms(Math.max(...tapBlocking))} [${tapBlocking.map(ms).join(', ')}]`,
        '≤ 150 ms',
        verdict(Math.max(...tapBlocking) <= 150),
      ],
      [
        `/home pre-rendered, slow phone: blocking time after a first scroll (worst of ${RUNS})`,
        `${ms(Math.max(...scrollBlocking))} [${scrollBlocking.map(ms).join(', ')}]`,
        '≤ 150 ms',
        verdict(Math.max(...scrollBlocking) <= 150),
      ],
    ];
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildMissing } = await import('../start.mjs');
  buildMissing();
  await onOwnSite({ name: 'first-tap', portBase: Number(process.env.BENCH_PORT_BASE || 3340) }, (site) =>
    printMeasured(() => measureFirstTap({ siteUrl: site.url, dir: site.snapshotDir, log: (m) => process.stderr.write(`[bench] ${m}\n`) })),
  );
}
