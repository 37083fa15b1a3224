// The renderer: Chromium's headless shell (rendererBrowser.mjs) loads each public page of the composed
// site as an anonymous visitor, waits until the page has settled, and writes its snapshot
// (snapshotDocument.mjs) with the inputs it was drawn from (inputs.mjs). It renders what the site
// renders: the pages named, and with `crawl` every public page their links lead to. It always
// draws a page from the live shell and the live answers, never from a snapshot the server has:
// a page drawn from its own snapshot would ask the API nothing, and so never go stale again.
import { createRequire } from 'node:module';
import { rendererBrowserPath } from '../../e2e/support/chromium.mjs';
import { fetchInput } from './inputs.mjs';
import { documentFor, drawnAgain, rememberLoad } from './loadedDocument.mjs';
import { devtoolsOf, launchBrowser, openVisitor, recordInputs } from './rendererBrowser.mjs';
import { snapshotDocument } from './snapshotDocument.mjs';
import { socialImageOf } from './socialImage.mjs';
import { forgetPage, SNAPSHOT_PATH, writePage, writeSiteFiles } from './snapshotStore.mjs';
import { visitorPages } from './visitorPages.mjs';

const require = createRequire(import.meta.url);
const prerender = require('../../shared/http/prerender.json');

/** A section that could not load (host/src/sections/SectionErrorBoundary.tsx): never a snapshot. */
const SECTION_ERROR = '[data-testid="section-error"]';

/**
 * How long a settled page's network stays quiet before it is captured: a chunk its scripts load
 * after it settled is then in its scripts list (docs/decisions.md, "The renderer's browser, driven
 * by puppeteer-core").
 */
const QUIET_MS = 200;

/** Where a document the renderer draws in keeps the scripts it loaded (capturePage). */
const SCRIPTS_KEY = '__schoolRendererScripts';

/** Why a draw failed when an answer's body was gone before it could be read (rendererBrowser.mjs's recordInputs). */
export const BODY_LOST = "an answer's body was gone before it was read";

/** Stops a crawl that a link loop or a generated address would make endless. */
const MAX_PAGES = 500;

/** A link's page path on the site, or null (another origin, a file, the API). */
export function pagePathOf(href, siteOrigin) {
  const url = new URL(href);
  if (url.origin !== siteOrigin) return null;
  const pagePath = url.pathname.replace(/\/+$/, '');
  return SNAPSHOT_PATH.test(pagePath) && !pagePath.startsWith('/api/') ? pagePath : null;
}

/** An address on the site as the public reaches it (the renderer may reach the site elsewhere). */
function publicAddress(href, siteUrl, publicUrl) {
  const url = new URL(href);
  return url.origin === new URL(siteUrl).origin ? new URL(url.pathname + url.search, publicUrl).href : url.href;
}

/** A script the page loaded, as the snapshot names it: on the site by its path, elsewhere (a remote) as loaded. */
function scriptAddress(href, siteUrl) {
  const url = new URL(href);
  return url.origin === new URL(siteUrl).origin ? url.pathname + url.search : url.href;
}

/* global window, document -- capturePage and the wait run in the page, not in Node. */

/** Runs in the page: what the snapshot is made of. */
function capturePage({ probeName, sectionError, scriptsKey }) {
  // The markup as the host hydrates it (texts side by side kept apart, Suspense boundaries marked).
  const probe = window[probeName]({ markup: true });
  // The rules the page's elements use, and the ones naming no class (the global styles, keyframes):
  // a document drawn in again keeps every rule drawn since it loaded. Classes inside :not() and
  // attribute values (a[href$=".pdf"]) are no requirement.
  const used = new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
  const selectorOf = (rule) => rule.selectorText ?? [...(rule.cssRules ?? [])].map((inner) => inner.selectorText ?? '').join(',');
  const classesOf = (rule) => [...selectorOf(rule).replace(/\[[^\]]*\]|:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
  const wanted = (rule) => {
    const classes = classesOf(rule);
    return classes.length === 0 || classes.some((name) => used.has(name));
  };
  const css = [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode?.nodeName === 'STYLE')
    .map((sheet) => [...sheet.cssRules].filter(wanted).map((rule) => rule.cssText).join(''))
    .join('');
  const image = document.querySelector('main img');
  // Kept in the document across its draws (a document drawn in again loads few scripts, late), as
  // the browser's buffer of resource timings holds only 250 entries.
  const loadedScripts = () => {
    window[scriptsKey] ??= [];
    const loads = window[scriptsKey];
    for (const entry of performance.getEntriesByType('resource')) if (entry.initiatorType === 'script' && !loads.includes(entry.name)) loads.push(entry.name);
    performance.clearResourceTimings();
    return loads;
  };
  return {
    probe,
    css,
    markup: probe.markup,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    lang: document.documentElement.lang || 'ro',
    // The photo as the markup names it (socialImage.mjs): the renderer's browser loads no photo.
    image: image ? { src: image.src, srcset: image.getAttribute('srcset') ?? '', base: document.baseURI } : null,
    links: probe.publicLinks,
    // Every script the document loaded (the host's chunks, the page's remote and its parts), in order.
    scripts: loadedScripts(),
    sectionError: document.querySelector(sectionError) !== null,
  };
}

/** The remotes' entries (/remotes.json): the inline map of every snapshot. */
async function remotesOf(siteUrl, urlMap, hostMap) {
  const { input, body } = await fetchInput(new URL('/remotes.json', siteUrl).href, urlMap, hostMap);
  return { remotes: JSON.parse(body).remotes, input };
}

/**
 * Draws one page in `page` (visitorPages.mjs), which the next job may reuse: { pagePath, public:
 * false } for a page that is not public, else its snapshot's html, the inputs it was drawn from and
 * its links to the site's public pages (the probe's publicLinks: no sign-in page is drawn to find it
 * not public). A page of the site its document already shows is drawn by a new mount of the
 * app in it, else by a load (loadedDocument.mjs). On an error the caller discards the page (its
 * visitor ends): what it was left showing is unknown.
 */
export async function drawPage(page, { siteUrl, publicUrl, pagePath, template, loader, shell, urlMap = [], hostMap = [] }) {
  const reach = { urlMap, hostMap };
  const inputs = new Map(shell.inputs.map((input) => [input.url, input]));
  const held = await documentFor(page, { siteUrl, shell, reach });
  const session = await devtoolsOf(page);
  const recording = recordInputs(session);
  try {
    if (held) await page.evaluate((name, path) => window[name](path), prerender.redrawName, pagePath);
    else await page.goto(new URL(pagePath, siteUrl).href, { waitUntil: 'load' });
    await page.waitForFunction((name) => window[name]?.().settled, { timeout: 20_000 }, prerender.probeName);
    // What the settled page still fetches (a late chunk, its photos) is in before the capture.
    await page.waitForNetworkIdle({ idleTime: QUIET_MS, timeout: 20_000 });
    const captured = await page.evaluate(capturePage, { probeName: prerender.probeName, sectionError: SECTION_ERROR, scriptsKey: SCRIPTS_KEY });
    if (captured.sectionError) throw new Error('a section of the page could not load');
    const recorded = await recording.inputs();
    // A snapshot missing an input would not be drawn again when it changes: the draw is tried again.
    if (recorded.includes(null)) throw new Error(BODY_LOST);
    for (const input of held ? [...held.shared, ...recorded] : recorded) inputs.set(input.url, input);
    const { parts } = captured.probe;
    const scripts = held ? drawnAgain(page, held, parts, captured.scripts) : captured.scripts;
    if (!held) await rememberLoad(page, { siteUrl, shell, scripts, parts, inputs: recorded, reach });
    if (!captured.probe.publicPage) return { pagePath, public: false, links: [] };
    const aboutUs = captured.probe.queries.find((query) => query.endpointName === 'getAboutUs')?.data;
    const html = snapshotDocument({
      template,
      path: pagePath,
      siteUrl: publicUrl,
      title: captured.title,
      description: captured.description,
      lang: captured.lang,
      siteName: aboutUs?.name || captured.title,
      image: captured.image ? publicAddress(socialImageOf(captured.image), siteUrl, publicUrl) : undefined,
      css: captured.css,
      // An attribute a render emptied (style="") is no part of the page.
      markup: captured.markup.replace(/ style=""/g, ''),
      data: { path: pagePath, remotes: shell.remotes, queries: captured.probe.queries },
      pageScripts: scripts.map((href) => scriptAddress(href, siteUrl)),
      loader,
    });
    return { pagePath, public: true, html, inputs: [...inputs.values()], links: captured.links };
  } finally {
    recording.stop();
  }
}

/** The live shell every page of the site is drawn from: the host's index.html, its loader, /remotes.json. */
export async function fetchShell(siteUrl, urlMap, hostMap) {
  const { input: templateInput, body: template } = await fetchInput(new URL('/index.html', siteUrl).href, urlMap, hostMap);
  // The loader the host serves, as its CSP's hash allows it.
  const { input: loaderInput, body: loader } = await fetchInput(new URL(`/${prerender.loaderFile}`, siteUrl).href, urlMap, hostMap);
  const { remotes, input: remotesInput } = await remotesOf(siteUrl, urlMap, hostMap);
  return { template, loader, shell: { remotes, inputs: [templateInput, loaderInput, remotesInput] } };
}

/**
 * Renders `paths` (and, with crawl, every public page linked from them) into `dir`.
 * @param {object} options
 * @param {string} options.siteUrl       where the renderer reaches the composed site
 * @param {string} [options.publicUrl]   the site's public address (canonical URLs, sitemap); default siteUrl
 * @param {string} options.dir           the snapshot folder
 * @param {string[]} [options.paths]     default ["/home"]
 * @param {boolean} [options.crawl]      follow links to the site's other public pages
 * @param {string[]} [options.known]     pages a crawl does not go to (they have a fresh snapshot)
 * @param {[string, string][]} [options.urlMap]
 * @param {[string, string][]} [options.hostMap] a platform school's host → the site's address: the
 *                                       site is asked for on the school's host (reach.mjs)
 * @param {string} [options.browserPath] the browser's executable; default rendererBrowserPath()
 * @param {(message: string) => void} [options.log]
 * @returns {Promise<{ rendered: string[], failed: string[] }>}
 */
export async function renderSite({ siteUrl, publicUrl = siteUrl, dir, paths = ['/home'], crawl = false, known = [], urlMap = [], hostMap = [], browserPath = rendererBrowserPath(), log = () => {} }) {
  const siteOrigin = new URL(siteUrl).origin;
  const { template, loader, shell } = await fetchShell(siteUrl, urlMap, hostMap);
  const browser = await launchBrowser({ browserPath, hostMap, urlMap });
  const rendered = [];
  const failed = [];
  try {
    const pages = visitorPages(() => openVisitor(browser, urlMap));
    const queue = [...new Set(paths)];
    const seen = new Set([...queue, ...known]);
    while (queue.length > 0 && rendered.length + failed.length < MAX_PAGES) {
      const pagePath = queue.shift();
      const page = await pages.take();
      try {
        const result = await drawPage(page, { siteUrl, publicUrl, pagePath, template, loader, shell, urlMap, hostMap });
        await pages.giveBack(page);
        if (!result.public) {
          forgetPage(dir, pagePath);
          continue;
        }
        writePage(dir, pagePath, result.html, result.inputs);
        rendered.push(pagePath);
        log(`rendered ${pagePath} (${Buffer.byteLength(result.html)} bytes)`);
        if (!crawl) continue;
        for (const href of result.links) {
          const linked = pagePathOf(href, siteOrigin);
          if (linked && !seen.has(linked)) {
            seen.add(linked);
            queue.push(linked);
          }
        }
      } catch (error) {
        await pages.discard(page);
        failed.push(pagePath);
        log(`could not render ${pagePath}: ${error instanceof Error ? error.message : error}`);
      }
    }
  } finally {
    await browser.close();
  }
  writeSiteFiles(dir, publicUrl);
  return { rendered, failed };
}
