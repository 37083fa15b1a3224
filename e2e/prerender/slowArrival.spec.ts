// A parent on a weak network, or a slow phone, sees a pre-rendered page drawn while its HTML is
// still arriving: the browser paints what it has parsed. What is already shown must not move when
// the rest comes (before this, the menu sat beside the school's name with its first items, then
// jumped below it as the others arrived).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type LayoutShift, removeSnapshots, render, SITE_URL } from './support';

const PAGES = ['/home', '/cadre-didactice'];
/** How long the rest of the page is held back: the browser paints the first part in about 250 ms. */
const PAUSE_MS = 1000;

test.beforeAll(async () => {
  removeSnapshots();
  expect((await render(PAGES)).failed).toEqual([]);
});

test.afterAll(() => removeSnapshots());

/** Where to cut: just after the menu's first link, then at even steps through the body. */
function cutsOf(html: string): number[] {
  const menu = html.indexOf('id="meniu-principal"');
  const afterFirstLink = html.indexOf('</li>', menu) + '</li>'.length;
  const start = html.indexOf('<body');
  const end = html.indexOf('</body>');
  const steps = Array.from({ length: 3 }, (_, step) => html.indexOf('>', start + Math.floor(((end - start) * (step + 1)) / 4)) + 1);
  return [afterFirstLink, ...steps];
}

/**
 * Serves `html` at its page's path in two parts, PAUSE_MS apart; anything else (images, styles)
 * is sent on to the site.
 */
async function slowServer(pagePath: string, html: string, cut: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url !== pagePath) {
      response.writeHead(302, { location: `${SITE_URL}${request.url}` }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${pagePath}` };
}

/**
 * What moved while the page was arriving, as "element text: from → to", and when the browser first
 * painted and when the last of the HTML came (ms from the navigation's start).
 */
const arrivalOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ firstPaint: number; lastByte: number; moved: string[] }>((resolve) => {
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            for (const { node, previousRect: from, currentRect: to } of entry.sources) {
              moved.push(`${node?.textContent?.slice(0, 30)}: ${from.x},${from.y} → ${to.x},${to.y}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        setTimeout(() => resolve({ firstPaint, lastByte: navigation!.responseEnd, moved }), 100);
      }),
  );

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`on a slow connection, at ${viewport.width} px, nothing a pre-rendered page has shown moves as the rest of it arrives`, async ({ browser, request }) => {
    for (const pagePath of PAGES) {
      const html = await (await request.get(pagePath)).text();
      expect(html).toContain('prerender-data');
      for (const cut of cutsOf(html)) {
        const { server, url } = await slowServer(pagePath, html, cut);
        const page = await browser.newPage({ viewport });
        try {
          await page.goto(url);
          const { firstPaint, lastByte, moved } = await arrivalOf(page);
          // Painted before the last of the HTML came, else the page was never seen in part and
          // there was nothing to move.
          const seen = `${pagePath} cut after …${html.slice(cut - 40, cut)} (first paint at ${Math.round(firstPaint)} ms, last byte at ${Math.round(lastByte)} ms)`;
          expect({ paintedInPart: firstPaint < lastByte, moved }, seen).toEqual({ paintedInPart: true, moved: [] });
        } finally {
          await page.close();
          server.close();
        }
      }
    }
  });
}
