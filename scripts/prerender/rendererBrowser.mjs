// The renderer's browser: Chromium's headless shell driven by puppeteer-core over DevTools, and the
// visitors whose pages draw the snapshots (renderSite.mjs's drawPage, visitorPages.mjs). Puppeteer,
// not Playwright: its Node side is about 50 MB smaller in a worker at work, what takes a worker under
// the county's 400 MB (docs/decisions.md, "The renderer's browser, driven by puppeteer-core").
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, rendererBrowserPath } from '../../e2e/support/chromium.mjs';
import { inputOfAnswer, isInput } from './inputs.mjs';
import { hostResolverRules, mapUrl, resolverRuleOf } from './reach.mjs';

const require = createRequire(import.meta.url);
const { LIVE_SHELL_HEADER } = require('../../shared/http/servingRules.cjs');

/**
 * Chromium's features the renderer turns off, beside the ones puppeteer turns off itself (it merges
 * the lists). The full Chromium 156, headless (CHROMIUM_PATH may name it), opens the address bar's
 * popup (a WebUI page in a renderer process of its own, about 50 MB) in every window, one per page
 * drawn at once; a closed network and plain-HTTP school hosts want no HTTPS upgrades, lens, search
 * preconnections or network time queries.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * No photo is loaded: a snapshot is the page's markup, which names its photos whether or not they
 * loaded, and its og:image is chosen from that markup (socialImage.mjs). A county school's
 * galleries otherwise cost each draw their requests and Blink's decoded copies, about 100 MB of a
 * renderer (docs/decisions.md, "The renderer loads no photo").
 */
const NO_IMAGES = '--blink-settings=imagesEnabled=false';

/** The size of the window a page is drawn in: a desktop's, as the snapshot's markup is. */
const VIEWPORT = { width: 1280, height: 900 };

/**
 * The renderer's browser (rendererBrowserPath), each host of hostMap and each origin urlMap maps
 * resolved at its address (reach.mjs). The blank page it starts with is closed: every page is a
 * visitor's, and that one would hold a renderer process of its own.
 */
export async function launchBrowser({ browserPath = rendererBrowserPath(), hostMap = [], urlMap = [] } = {}) {
  const browser = await puppeteer.launch({
    executablePath: browserPath,
    headless: 'shell',
    pipe: true,
    defaultViewport: VIEWPORT,
    args: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), `--disable-features=${DISABLED_FEATURES.join(',')}`, NO_IMAGES, ...hostResolverRules(hostMap, urlMap)],
  });
  await Promise.all((await browser.pages()).map((page) => page.close()));
  return browser;
}

const devtools = new WeakMap();

/**
 * The page's own DevTools session, through which the renderer records its inputs and releases its
 * memory. A session's network agent keeps the bodies it saw for getResponseBody: a megabyte is
 * room for the inputs that come without an ETag, which are small; the rest is the site's scripts,
 * photos and styles, which no snapshot needs again.
 */
export function devtoolsOf(page) {
  if (!devtools.has(page)) {
    devtools.set(
      page,
      page.createCDPSession().then(async (session) => {
        await session.send('Network.enable', { maxTotalBufferSize: 1_000_000, maxResourceBufferSize: 1_000_000 });
        return session;
      }),
    );
  }
  return devtools.get(page);
}

/** Records the inputs of a draw (inputs.mjs) from the session's network events. */
export function recordInputs(session) {
  const gets = new Set();
  const answers = new Map();
  const read = new Map();
  const inputOf = (requestId) => inputOfAnswer(session, requestId, answers.get(requestId)).catch(() => null);
  const onRequest = ({ requestId, request }) => {
    if (request.method === 'GET' && isInput(request.url)) gets.add(requestId);
  };
  const onResponse = ({ requestId, type, response }) => {
    if (gets.has(requestId) && response.status === 200 && type !== 'Document') answers.set(requestId, response);
  };
  // Read as soon as it is complete: a document drawn in again keeps filling the session's buffer of
  // bodies, which evicts the oldest ("Request content was evicted from inspector cache").
  const onFinished = ({ requestId }) => {
    if (answers.has(requestId) && !read.has(requestId)) read.set(requestId, inputOf(requestId));
  };
  session.on('Network.requestWillBeSent', onRequest);
  session.on('Network.responseReceived', onResponse);
  session.on('Network.loadingFinished', onFinished);
  return {
    /** After the page settled: each answer's input, or null for one whose body is gone. */
    inputs: () => Promise.all([...answers.keys()].map((requestId) => read.get(requestId) ?? inputOf(requestId))),
    stop: () => {
      session.off('Network.requestWillBeSent', onRequest);
      session.off('Network.responseReceived', onResponse);
      session.off('Network.loadingFinished', onFinished);
    },
  };
}

/**
 * Gives back what the pages drawn left in their renderer: Blink's caches (decoded photos,
 * resources) and V8's garbage. A page drawn again and again otherwise grows its renderer from about
 * 75 to 200 MB. Asked through one of its pages (visitorPages.mjs says how often).
 */
async function releaseMemory(session) {
  await session.send('Memory.simulatePressureNotification', { level: 'critical' });
  await session.send('HeapProfiler.collectGarbage');
}

/** Runs in the opener: a popup on the same process, at about:blank until a draw sends it on. */
const openBlankWindow = () => {
  globalThis.open('about:blank');
};

/**
 * A visitor (a browser context of its own: no cookies, no service worker) whose pages draw page
 * after page (visitorPages.mjs): { openPages(count), releaseMemory(page), close() }.
 * Every request asks for the live shell (the serving rules), whatever snapshot the server has; the
 * host's nginx also gives such a request fresh API answers, never the ones it shares for up to
 * 30 s, so no snapshot is drawn from an older answer. A header given to each page, not added
 * request by request: intercepting requests routes each one through this process and back, the
 * browser's largest cost (docs/decisions.md, "Why a page costs so much to draw").
 */
export async function openVisitor(browser, urlMap = []) {
  const context = await browser.createBrowserContext();
  // The browser's resolver follows a map of one origin to another (launchBrowser); any other map
  // is followed here, request by request (and the page's cache is off while it is).
  const routed = urlMap.filter((pair) => resolverRuleOf(pair) === null);
  const preparePage = async (page) => {
    await (await devtoolsOf(page)).send('Network.setBypassServiceWorker', { bypass: true });
    await page.setExtraHTTPHeaders({ [LIVE_SHELL_HEADER]: '1' });
    if (routed.length === 0) return page;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const mapped = mapUrl(request.url(), routed);
      request.continue(mapped === request.url() ? {} : { url: mapped }).catch(() => {});
    });
    return page;
  };
  return {
    /**
     * `count` pages in ONE renderer process: the first a tab of the context, the others its
     * popups, which Chromium keeps in their opener's process while they stay on its site.
     */
    openPages: async (count) => {
      const first = await preparePage(await context.newPage());
      const pages = [first];
      while (pages.length < count) {
        const [popup] = await Promise.all([new Promise((resolve) => first.once('popup', resolve)), first.evaluate(openBlankWindow)]);
        pages.push(await preparePage(popup));
      }
      return pages;
    },
    /** Its renderer's memory given back, asked through `page`: its pages share that one renderer. */
    releaseMemory: async (page) => releaseMemory(await devtoolsOf(page)),
    close: () => context.close(),
  };
}
