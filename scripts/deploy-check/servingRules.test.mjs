// One table of serving rules (shared/http/servingRules.cjs), two servers that follow it: `npm
// start`'s host server (scripts/sectionServer.mjs) and the host's nginx, rendered by the image's
// own entrypoint script. Each is given the same build and the same snapshots, and every path of
// the table below must get the same answer from both: a snapshot, the live shell, a file or 404,
// with the same caching.
import assert from 'node:assert/strict';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { startSectionServer } from '../sectionServer.mjs';
import { freePort, nginxWorkDir, startHostNginx } from './support/nginx.mjs';

const SHELL = '<!doctype html><html lang="ro"><head><title>Școala</title></head><body><div id="root"></div></body></html>';
const snapshot = (page) => `<!doctype html><html lang="ro"><body><div id="root"><h1>${page}</h1></div><script type="application/json" id="prerender-data">{}</script></body></html>`;

/** path → what is served: "snapshot <page>", "shell", "file <name>" or 404; its Cache-Control; the request's headers. */
const CASES = [
  ['/home', 'shell', 'no-cache', { 'X-Live-Shell': '1' }],
  ['/home', 'snapshot /home', 'no-cache'],
  ['/noutati/o-stire', 'snapshot /noutati/o-stire', 'no-cache'],
  ['/home?pagina=2', 'shell', 'no-cache'],
  ['/noutati/o-stire?x=1', 'shell', 'no-cache'],
  ['/home?', 'snapshot /home', 'no-cache'],
  ['/contact', 'shell', 'no-cache'],
  ['/home/', 'shell', 'no-cache'],
  ['/', 'shell', 'no-cache'],
  ['/sitemap.xml', 'file sitemap', 'no-cache'],
  ['/robots.txt', 'file robots', 'no-cache'],
  ['/main.0123456789abcdef0123.js', 'file hashed', 'public, max-age=31536000, immutable'],
  ['/favicon.svg', 'file favicon', 'no-cache'],
  ['/missing.js', 404, undefined],
  // A percent-encoded path is read decoded: an encoded dot still names a file, an encoded page its snapshot.
  ['/main.js%2Emap', 404, undefined],
  ['/%68ome', 'snapshot /home', 'no-cache'],
  ['/home.html', 404, undefined],
];

const work = nginxWorkDir('serving');
const build = path.join(work.dir, 'build');
const snapshots = path.join(work.dir, 'prerender');
const servers = {};

function writeFiles() {
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'index.html'), SHELL);
  writeFileSync(path.join(build, 'main.0123456789abcdef0123.js'), 'hashed');
  writeFileSync(path.join(build, 'favicon.svg'), 'favicon');
  // The shell is older than the snapshots rendered from it.
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(build, 'index.html'), past, past);
  for (const page of ['/home', '/noutati/o-stire']) {
    const file = path.join(snapshots, 'pages', `${page.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.gz`, gzipSync(snapshot(page)));
    writeFileSync(file, snapshot(page));
  }
  writeFileSync(path.join(snapshots, 'pages', 'sitemap.xml'), 'sitemap');
  writeFileSync(path.join(snapshots, 'pages', 'robots.txt'), 'robots');
}

before(async () => {
  writeFiles();
  const host = await startSectionServer({ name: 'host', root: build, port: await freePort(), host: '127.0.0.1', remotesJson: () => ({ remotes: [] }), snapshotDir: snapshots });
  servers['npm start'] = { url: `http://127.0.0.1:${host.port}`, stop: () => host.close() };
  servers.nginx = await startHostNginx(work.dir, {
    STATIC_ROOT: build,
    PRERENDER_PAGES: path.join(snapshots, 'pages'),
    API_UPSTREAMS: '127.0.0.1:9',
  });
});

after(async () => {
  for (const server of Object.values(servers)) await server.stop();
  work.remove();
});

/** What an answer is, in the table's words. */
function whatIs(status, body) {
  if (status === 404) return 404;
  if (body === SHELL) return 'shell';
  const page = /<h1>([^<]*)<\/h1>/.exec(body);
  if (page && body.includes('prerender-data')) return `snapshot ${page[1]}`;
  return `file ${body}`;
}

for (const name of ['npm start', 'nginx']) {
  test(`${name}'s host server follows the serving rules' table`, async () => {
    const { url } = servers[name];
    const answers = [];
    for (const [pathname, , , headers] of CASES) {
      const response = await fetch(`${url}${pathname}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });
      const status = response.status;
      const answer = [pathname, whatIs(status, await response.text()), status === 404 ? undefined : response.headers.get('cache-control')];
      answers.push(headers ? [...answer, headers] : answer);
    }
    assert.deepEqual(answers, CASES);
  });

  test(`${name} sends a snapshot gzip-compressed when asked, varying by Accept-Encoding, as HTML with the security headers`, async () => {
    const response = await fetch(`${servers[name].url}/home`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.equal(whatIs(response.status, await response.text()), 'snapshot /home');
  });
}
