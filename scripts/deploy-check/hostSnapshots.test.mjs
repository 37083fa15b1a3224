// A county's platform: the host's two servers (`npm start`'s, scripts/sectionServer.mjs, and the
// host's nginx) ask the API whose site each request's host is, and serve that school's snapshots,
// sitemap and robots.txt (<dir>/hosts/<host>, another domain of the school a link to its folder);
// an install without schools its own (<dir>/pages). A host that names no school gets the plain
// 404 page, a suspended school's the plain 503 page, never a snapshot. Both are given the same
// build, the same snapshots and the same API (a stand-in answering GET /api/site as the API does
// per host), and every row of the table must get the same answer from both.
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startSectionServer } from '../sectionServer.mjs';
import { freePort, nginxWorkDirOfFile, startHostNginx } from './support/nginx.mjs';
import { rawGet } from './support/rawGet.mjs';

const siteStatus = createRequire(import.meta.url)('../../shared/http/siteStatus.json');

const SHELL = '<!doctype html><html lang="ro"><head><title>Școala</title></head><body><div id="root"></div></body></html>';
const snapshot = (site, page) => `<!doctype html><html lang="ro"><body><div id="root"><h1>${site} ${page}</h1></div><script type="application/json" id="prerender-data">{}</script></body></html>`;

/** What the API answers GET /api/site with, by host: the school's host in its header, or a refusal. */
const SITES = {
  'a.test': { status: 200, schoolHost: 'a.test' },
  'www.a.test': { status: 200, schoolHost: 'www.a.test' },
  'b.test': { status: 200, schoolHost: 'b.test' },
  'inchisa.test': { status: 503 },
  // No school configured: every host is the install's.
  'localhost': { status: 200 },
};

/** [host, path, what is served, Cache-Control, Retry-After] */
const CASES = [
  ['a.test', '/home', 'snapshot a.test /home', 'no-cache', null],
  ['www.a.test', '/home', 'snapshot a.test /home', 'no-cache', null],
  ['b.test', '/home', 'snapshot b.test /home', 'no-cache', null],
  ['b.test', '/noutati/o-stire', 'snapshot b.test /noutati/o-stire', 'no-cache', null],
  // A's page without a snapshot is drawn live: never B's snapshot, nor the install's.
  ['a.test', '/noutati/o-stire', 'shell', 'no-cache', null],
  ['a.test', '/contact', 'shell', 'no-cache', null],
  ['a.test', '/home?pagina=2', 'shell', 'no-cache', null],
  ['a.test', '/', 'shell', 'no-cache', null],
  ['a.test', '/sitemap.xml', 'file sitemap a.test', 'no-cache', null],
  ['www.a.test', '/robots.txt', 'file robots a.test', 'no-cache', null],
  ['b.test', '/sitemap.xml', 'file sitemap b.test', 'no-cache', null],
  ['localhost', '/home', 'snapshot install /home', 'no-cache', null],
  ['localhost', '/sitemap.xml', 'file sitemap install', 'no-cache', null],
  ['necunoscut.test', '/home', `plain 404 ${siteStatus.unknownHost.title}`, 'no-store', null],
  ['necunoscut.test', '/', `plain 404 ${siteStatus.unknownHost.title}`, 'no-store', null],
  ['necunoscut.test', '/contact', `plain 404 ${siteStatus.unknownHost.title}`, 'no-store', null],
  ['necunoscut.test', '/sitemap.xml', `plain 404 ${siteStatus.unknownHost.title}`, 'no-store', null],
  ['inchisa.test', '/home', `plain 503 ${siteStatus.suspended.title}`, 'no-store', String(siteStatus.retryAfterSeconds)],
  ['inchisa.test', '/robots.txt', `plain 503 ${siteStatus.suspended.title}`, 'no-store', String(siteStatus.retryAfterSeconds)],
  // The build's files are every site's.
  ['necunoscut.test', '/favicon.svg', 'file favicon', 'no-cache', null],
  ['a.test', '/missing.js', 404, null, null],
];

const work = nginxWorkDirOfFile('host-snapshots');
const build = path.join(work, 'build');
const snapshots = path.join(work, 'prerender');
const servers = {};
let api;

function writeSite(dir, site, pages) {
  for (const page of pages) {
    const file = path.join(dir, 'pages', `${page.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, snapshot(site, page));
  }
  writeFileSync(path.join(dir, 'pages', 'sitemap.xml'), `sitemap ${site}`);
  writeFileSync(path.join(dir, 'pages', 'robots.txt'), `robots ${site}`);
}

function writeFiles() {
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'index.html'), SHELL);
  writeFileSync(path.join(build, 'favicon.svg'), 'favicon');
  const past = new Date(Date.now() - 60_000);
  utimesSync(path.join(build, 'index.html'), past, past);
  writeSite(snapshots, 'install', ['/home']);
  writeSite(path.join(snapshots, 'hosts', 'a.test'), 'a.test', ['/home']);
  writeSite(path.join(snapshots, 'hosts', 'b.test'), 'b.test', ['/home', '/noutati/o-stire']);
  symlinkSync('a.test', path.join(snapshots, 'hosts', 'www.a.test'));
}

/** The API's GET /api/site, as it answers each host of SITES (404 for any other). */
async function startSiteApi() {
  const server = createServer((incoming, outgoing) => {
    const site = SITES[(incoming.headers.host ?? '').replace(/:\d+$/, '')];
    if (incoming.url !== '/api/site' || !site) return outgoing.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"No school is served at this address."}');
    const headers = { 'content-type': 'application/json', ...(site.schoolHost && { [siteStatus.schoolHostHeader]: site.schoolHost }) };
    return outgoing.writeHead(site.status, headers).end(site.status === 200 ? '{"kind":"school","school":null}' : '{"message":"unavailable"}');
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

before(async () => {
  writeFiles();
  api = await startSiteApi();
  const host = await startSectionServer({ name: 'host', root: build, port: await freePort(), host: '127.0.0.1', remotesJson: () => ({ remotes: [] }), apiUpstream: api.url, snapshotDir: snapshots });
  servers['npm start'] = { url: `http://127.0.0.1:${host.port}`, stop: () => host.close() };
  servers.nginx = await startHostNginx(work, {
    STATIC_ROOT: build,
    PRERENDER_PAGES: path.join(snapshots, 'pages'),
    PRERENDER_HOSTS: path.join(snapshots, 'hosts'),
    API_UPSTREAMS: `127.0.0.1:${api.port}`,
  });
});

after(async () => {
  for (const server of Object.values(servers)) await server.stop();
  await api?.stop();
});

/** What an answer is, in the table's words. */
function whatIs({ status, body: bytes }) {
  const body = bytes.toString();
  const heading = /<h1>([^<]*)<\/h1>/.exec(body)?.[1];
  if (body.includes('prerender-data')) return `snapshot ${heading}`;
  if (heading === siteStatus.unknownHost.title || heading === siteStatus.suspended.title) return `plain ${status} ${heading}`;
  if (status === 404) return 404;
  if (body === SHELL) return 'shell';
  return `file ${body}`;
}

for (const name of ['npm start', 'nginx']) {
  test(`${name}'s host server serves each host its own school's snapshots, and the plain page to a host of none`, async () => {
    const answers = [];
    for (const [host, pagePath] of CASES) {
      const answer = await rawGet(`${servers[name].url}${pagePath}`, { host, 'accept-encoding': 'identity' });
      const what = whatIs(answer);
      answers.push([host, pagePath, what, what === 404 ? null : answer.headers['cache-control'], answer.headers['retry-after'] ?? null]);
      if (String(what).startsWith('plain')) assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', `${host}${pagePath}`);
    }
    assert.deepEqual(answers, CASES);
  });
}
