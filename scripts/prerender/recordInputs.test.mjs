// recordInputs in a real browser (the renderer's): a page's inputs are the answers it was drawn
// from that may change at their address (the API's, with their ETag or a hash of their body); the
// page's own document is none, and its photos, which the renderer's browser never asks for, are
// none either.
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { devtoolsOf, launchBrowser, openVisitor, recordInputs } from './rendererBrowser.mjs';

const { CACHE_CONTROL } = createRequire(import.meta.url)('../../shared/http/servingRules.cjs');

const PAGE = `<!doctype html><title>Noutăți</title>
<img src="/api/media/files/fotografie-800.webp" alt="Serbarea de Crăciun">
<img src="/sigla.gif" alt="Sigla școlii">
<script>fetch('/api/content/news').then((r) => r.json()).then(() => fetch('/api/site'));</script>`;

const ANSWERS = {
  '/noutati': { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.revalidate }, body: PAGE },
  '/api/content/news': { headers: { 'content-type': 'application/json', 'cache-control': CACHE_CONTROL.revalidate, etag: '"stiri-7"' }, body: '{"items":[]}' },
  '/api/site': { headers: { 'content-type': 'application/json', 'cache-control': CACHE_CONTROL.revalidate }, body: '{"name":"Școala"}' },
};

let browser;
let site;
/** Every address the site was asked for. */
const asked = [];
before(async () => {
  browser = await launchBrowser();
  site = createServer((request, response) => {
    asked.push(request.url);
    const answer = ANSWERS[request.url];
    response.writeHead(answer ? 200 : 404, answer?.headers).end(answer?.body);
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  site.close();
  await browser.close();
});

test("a draw's inputs are the answers that may change at their address; no photo is asked for", async () => {
  const visitor = await openVisitor(browser);
  const [page] = await visitor.openPages(1);
  const recording = recordInputs(await devtoolsOf(page));
  const origin = `http://127.0.0.1:${site.address().port}`;
  await page.goto(`${origin}/noutati`, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: 200 });
  const inputs = (await recording.inputs()).sort((a, b) => a.url.localeCompare(b.url));
  recording.stop();
  await visitor.close();
  assert.deepEqual(
    inputs.map(({ url, etag, hash }) => ({ url: url.slice(origin.length), etag, recorded: Boolean(etag || hash) })),
    [
      { url: '/api/content/news', etag: '"stiri-7"', recorded: true },
      { url: '/api/site', etag: undefined, recorded: true },
    ],
  );
  assert.deepEqual(asked.sort(), ['/api/content/news', '/api/site', '/noutati']);
});
