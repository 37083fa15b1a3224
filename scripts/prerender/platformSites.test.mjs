// A county's platform, as the renderer sees it: the sites the API tells on the platform's host,
// each school's folder by its first host with its other hosts linked to it, a suspended or removed
// school's folder gone; and staleness kept per school: the same page of two schools is drawn
// from answers on two hosts, and an edit in one makes only that school's page stale.
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { askSites, removeInstallSnapshots, siteRenderOptions, SITES_PATH, syncHostFolders } from './platformSites.mjs';
import { hostsDir, pagesDir, snapshotFile, writePage } from './snapshotStore.mjs';
import { stalePages } from './watch.mjs';

const folder = () => mkdtempSync(path.join(tmpdir(), 'school-platform-snapshots-'));

/** What each host's API answers: the news list's ETag per school, and the sites on the platform's host. */
const etags = { 'a.test': '"a1"', 'b.test': '"b1"' };
const asked = [];
let server;
let siteUrl;

before(async () => {
  server = createServer((incoming, outgoing) => {
    const host = (incoming.headers.host ?? '').replace(/:\d+$/, '');
    asked.push(`${host} ${incoming.url}`);
    if (host === 'platforma.test' && incoming.url === SITES_PATH) {
      const sites = [{ url: 'https://a.test', hosts: ['a.test', 'www.a.test'] }, { url: 'https://b.test', hosts: ['b.test'] }];
      return outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ single: false, sites }));
    }
    const etag = etags[host];
    if (!etag || incoming.url !== '/api/content/news') return outgoing.writeHead(404).end();
    if (incoming.headers['if-none-match'] === etag) return outgoing.writeHead(304, { etag }).end();
    return outgoing.writeHead(200, { etag, 'content-type': 'application/json' }).end(`{"school":"${host}"}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://localhost:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

test('the platform\'s sites are asked on the platform\'s host, and each is drawn on its first host at the site\'s address', async () => {
  const answer = await askSites({ siteUrl, platformHost: 'platforma.test' });
  assert.deepEqual(answer.sites.map(({ hosts }) => hosts), [['a.test', 'www.a.test'], ['b.test']]);
  assert.ok(asked.includes(`platforma.test ${SITES_PATH}`));
  const dir = folder();
  const options = siteRenderOptions({ siteUrl, dir, urlMap: [] }, answer.sites[0]);
  assert.deepEqual(
    { siteUrl: options.siteUrl, publicUrl: options.publicUrl, dir: options.dir, hostMap: options.hostMap },
    { siteUrl: `http://a.test:${new URL(siteUrl).port}`, publicUrl: 'https://a.test', dir: path.join(dir, 'hosts', 'a.test'), hostMap: [['a.test', 'localhost']] },
  );
  // Nothing answers for a platform whose API is away: the watcher keeps what it has.
  assert.equal(await askSites({ siteUrl: 'http://127.0.0.1:9', platformHost: 'platforma.test' }), null);
});

test('each school has its folder by its first host, its other hosts link to it, and a school gone loses its folder', () => {
  const dir = folder();
  writePage(dir, '/home', '<p>the install</p>', []);
  syncHostFolders(dir, [{ url: 'https://a.test', hosts: ['a.test', 'www.a.test'] }, { url: 'https://c.test', hosts: ['c.test'] }]);
  removeInstallSnapshots(dir);
  writePage(path.join(hostsDir(dir), 'c.test'), '/home', '<p>c</p>', []);
  assert.equal(existsSync(pagesDir(dir)), false);
  assert.equal(existsSync(path.join(dir, 'inputs.json')), false);

  // c.test suspended, b.test added, www.a.test moved to b.test.
  syncHostFolders(dir, [{ url: 'https://a.test', hosts: ['a.test'] }, { url: 'https://b.test', hosts: ['b.test', 'www.a.test'] }]);
  assert.deepEqual(readdirSync(hostsDir(dir)).sort(), ['a.test', 'b.test', 'www.a.test']);
  assert.equal(lstatSync(path.join(hostsDir(dir), 'a.test')).isDirectory(), true);
  assert.equal(readlinkSync(path.join(hostsDir(dir), 'www.a.test')), 'b.test');
});

test('an edit in one school makes only its own page stale, its answers asked on its own host', async () => {
  const dir = folder();
  const port = new URL(siteUrl).port;
  const sites = {};
  for (const host of ['a.test', 'b.test']) {
    sites[host] = path.join(hostsDir(dir), host);
    const url = `http://${host}:${port}/api/content/news`;
    writePage(sites[host], '/noutati', `<p>${host}</p>`, [{ url, etag: etags[host], encoding: 'identity' }]);
  }
  const staleOf = (host) => stalePages(sites[host], [], [[host, 'localhost']]);
  assert.deepEqual([await staleOf('a.test'), await staleOf('b.test')], [[], []]);

  etags['a.test'] = '"a2"';
  assert.deepEqual([await staleOf('a.test'), await staleOf('b.test')], [['/noutati'], []]);
  assert.ok(existsSync(snapshotFile(sites['b.test'], '/noutati')));
});
