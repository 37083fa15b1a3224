// The snapshot document with hostile page text in every field: `$` sequences that a replacement
// string would expand, and markup-looking text. Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { snapshotDocument } from './snapshotDocument.mjs';

const prerender = createRequire(import.meta.url)('../../shared/http/prerender.json');

const TEMPLATE = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="utf-8" />
    <!-- the host's shell -->
    <title>Școala</title>
    <script defer src="/main.0123456789abcdef.js"></script>
  </head>
  <body>
    <noscript>Activați JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const HOSTILE = "X $` and $' and $& $1 $$ $<name> </script><!-- -->";

const page = {
  template: TEMPLATE,
  path: '/noutati/x',
  siteUrl: 'https://scoala.example',
  title: HOSTILE,
  description: HOSTILE,
  lang: HOSTILE,
  siteName: HOSTILE,
  css: 'main{color:red}',
  markup: '<main><h1>X $` and $\' and $&amp;</h1><p>$`</p><!-- kept --></main>',
  data: { path: '/noutati/x', queries: [{ endpointName: 'getNews', data: { title: HOSTILE, body: "<p>$`</p>$'" } }] },
  // The host's built loader, as the renderer fetched it (minified code may hold `$&` too).
  loader: '(()=>{const $=document;$.x="$&"})();',
};

const escaped = HOSTILE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const count = (text, part) => text.split(part).length - 1;
const jsonElement = (html, id) => {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  assert.ok(match, `the ${id} element is there`);
  return JSON.parse(match[1]);
};
const dataOf = (html) => jsonElement(html, prerender.dataElementId);
const scriptsOf = (html) => jsonElement(html, prerender.scriptsElementId);

test('page text full of $ sequences lands as written, once, and the template once', () => {
  const html = snapshotDocument(page);
  assert.equal(count(html, '<!doctype html>'), 1);
  assert.equal(count(html, '<div id="root">'), 1);
  assert.equal(count(html, '</html>'), 1);
  assert.ok(html.includes(`<title>${escaped}</title>`));
  assert.ok(html.includes(`<html lang="${escaped}"`));
  for (const property of ['og:site_name', 'og:title', 'og:description']) {
    assert.ok(html.includes(`<meta property="${property}" content="${escaped}" />`), property);
  }
  assert.ok(html.includes(`<meta name="description" content="${escaped}" />`));
  assert.ok(html.includes(`<div id="root">${page.markup}</div>`), 'the markup, unchanged (its own comment too)');
  assert.deepEqual(dataOf(html), page.data);
  assert.deepEqual(scriptsOf(html), { hostScripts: ['/main.0123456789abcdef.js'], pageScripts: [] });
});

test("the page's other scripts are listed for the loader once each, the host's entry not among them", () => {
  const pageScripts = ['/main.0123456789abcdef.js', '/libraries.42.js', 'https://public.scoala.example/remoteEntry.js', '/libraries.42.js'];
  const html = snapshotDocument({ ...page, pageScripts });
  assert.deepEqual(scriptsOf(html).pageScripts, ['/libraries.42.js', 'https://public.scoala.example/remoteEntry.js']);
});

test("the template's comment, scripts and noscript go; the data element cannot be closed by page text", () => {
  const html = snapshotDocument(page);
  assert.ok(!html.includes("the host's shell"));
  assert.ok(!html.includes('<noscript>'));
  assert.ok(!html.includes('src="/main.'));
  assert.equal(count(html, `id="${prerender.dataElementId}"`), 1);
  // Only the loader, the data and the scripts' list: the title's </script> stayed text.
  assert.equal(count(html, '</script>'), 3);
  assert.equal(count(html, `<script>${page.loader}</script>`), 1);
});

test('a loader that would end its own element is refused', () => {
  assert.throws(() => snapshotDocument({ ...page, loader: 'x="</script>"' }), /would end its <script> element/);
});
