// What a restart finds on disk: a snapshot its record does not describe (a renderer killed
// between the two writes, or records of an older format) is stale, so is one drawn for another
// address, and a removed snapshot is still known to need a render. Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { missingPages, pagesDrawnElsewhere, readInputs, removePages, snapshotFile, unrecordedPages, writePage, writeSiteFiles } from './snapshotStore.mjs';

const INPUTS = [{ url: 'http://localhost:3000/api/content/news', etag: '"1"' }];
const folder = () => mkdtempSync(path.join(tmpdir(), 'school-snapshots-'));

test('a snapshot written as its record says is not stale; one rewritten after its record is', () => {
  const dir = folder();
  writePage(dir, '/home', '<p>home</p>', INPUTS);
  writePage(dir, '/noutati', '<p>noutati</p>', INPUTS);
  assert.deepEqual(unrecordedPages(dir), []);
  // A render killed after it wrote the page and before its record: the record is the old one.
  writeFileSync(snapshotFile(dir, '/noutati'), '<p>noutati, drawn again</p>');
  assert.deepEqual(unrecordedPages(dir), ['/noutati']);
});

test('records of the format that could omit the API are not trusted', () => {
  const dir = folder();
  writePage(dir, '/home', '<p>home</p>', INPUTS);
  writeFileSync(path.join(dir, 'inputs.json'), JSON.stringify({ pages: { '/home': { renderedAt: new Date().toISOString(), inputs: [] } } }));
  assert.deepEqual(unrecordedPages(dir), ['/home']);
});

test('a removed snapshot stays on record as missing, so a renderer started again renders it', () => {
  const dir = folder();
  writePage(dir, '/home', '<p>home</p>', INPUTS);
  removePages(dir, ['/home']);
  assert.deepEqual(missingPages(dir), ['/home']);
  assert.deepEqual(readInputs(dir).pages['/home'].inputs, []);
});

test("pages drawn for another address are stale: the site's port or its public address changed", () => {
  const dir = folder();
  const drawnAt = (origin) => [{ url: `${origin}/index.html`, etag: '"shell"' }, { url: `${origin}/api/content/news`, etag: '"1"' }];
  writePage(dir, '/home', '<p>home</p>', drawnAt('http://localhost:3000'));
  writePage(dir, '/noutati', '<p>noutati</p>', drawnAt('http://localhost:3000'));
  writePage(dir, '/contact', '<p>contact</p>', drawnAt('http://localhost:3000'));
  removePages(dir, ['/contact']);
  writeSiteFiles(dir, 'http://localhost:3000');
  assert.deepEqual(pagesDrawnElsewhere(dir, { siteUrl: 'http://localhost:3000' }), []);
  assert.deepEqual(pagesDrawnElsewhere(dir, { siteUrl: 'http://localhost:3100' }), ['/home', '/noutati']);
  assert.deepEqual(pagesDrawnElsewhere(dir, { siteUrl: 'http://localhost:3000', publicUrl: 'https://scoala5.ro' }), ['/home', '/noutati']);
});
