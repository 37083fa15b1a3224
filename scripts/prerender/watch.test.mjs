// The watcher's start on a site that moved (npm start on another PORT, the same data): the pages
// drawn for the old address are removed at once, so they are served live until drawn again,
// instead of being served as they were forever (their inputs asked where nothing answers).
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { snapshotFile, writePage, writeSiteFiles } from './snapshotStore.mjs';
import { startPrerenderWatcher } from './watch.mjs';

/** An address on loopback where nothing answers (a port taken and given back). */
async function closedOrigin() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function startedOn(dir, siteUrl) {
  const watcher = startPrerenderWatcher({ siteUrl, dir, discover: false, pollMs: 60_000 });
  await watcher.stop();
}

test('a start on another address removes the snapshots drawn for the old one; a start on the same keeps them', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-watch-'));
  const old = await closedOrigin();
  writePage(dir, '/noutati', '<p>noutati</p>', [{ url: `${old}/index.html`, etag: '"shell"' }, { url: `${old}/api/content/news`, etag: '"1"' }]);
  writeSiteFiles(dir, old);
  await startedOn(dir, old);
  assert.ok(existsSync(snapshotFile(dir, '/noutati')), 'kept on the same address');
  await startedOn(dir, await closedOrigin());
  assert.ok(!existsSync(snapshotFile(dir, '/noutati')), 'removed on another address');
});
