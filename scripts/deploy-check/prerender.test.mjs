// The host's nginx serves a public page's snapshot when the renderer has written one (try_files
// on PRERENDER_PAGES), precompressed, with the security headers; a page without one, or read with
// a query, is the live shell; /sitemap.xml and /robots.txt come from the renderer too. The snapshots are removed after,
// so the browser tests that follow see the live pages.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { renderSite } from '../prerender/renderSite.mjs';
import { liveSite, needsLiveSite } from './support/liveSite.mjs';

after(() => liveSite && rmSync(liveSite.prerenderDir, { recursive: true, force: true }));

test('a rendered page is served from its snapshot, gzip-compressed, and an unrendered one live', needsLiveSite, async () => {
  const { rendered, failed } = await renderSite({ siteUrl: liveSite.url, dir: liveSite.prerenderDir, paths: ['/home'] });
  assert.deepEqual({ rendered, failed }, { rendered: ['/home'], failed: [] });

  const page = await fetch(`${liveSite.url}/home`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('content-encoding'), 'gzip');
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self' /);
  const html = await page.text();
  assert.match(html, /<script type="application\/json" id="prerender-data">/);
  assert.match(html, /<h1[^>]*>/);

  assert.doesNotMatch(await (await fetch(`${liveSite.url}/contact`)).text(), /prerender-data/);
  // Read with a query (a page number, a year), a page is drawn live: the snapshot is without one.
  assert.doesNotMatch(await (await fetch(`${liveSite.url}/home?pagina=2`)).text(), /prerender-data/);
  assert.match(await (await fetch(`${liveSite.url}/sitemap.xml`)).text(), /<loc>http:\/\/127\.0\.0\.1:\d+\/home<\/loc>/);
  assert.match(await (await fetch(`${liveSite.url}/robots.txt`)).text(), /Sitemap: /);
});
