// A real render worker on a real county platform: the built site (`npm start`'s servers) with its
// API on a throw-away PostgreSQL database and PLATFORM_HOST, a school added through the console,
// and Debian's Chromium. The worker finds the new school and draws its /home (queued as missing);
// then the school's editor publishes a news post, the API queues a check, and the worker finds
// /home stale and draws it again (priority 0): its HTML shows the post.
// Needs the production builds (npm run build). Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import layout from '../../shared/federation/sections.js';
import { addSchools, signInEditor, signInOperator } from '../bench/county/schools.mjs';
import { PLATFORM_HOST } from '../bench/county/platform.mjs';
import { createDatabase } from '../deploy-check/support/database.mjs';
import { ROOT, startSite } from '../start.mjs';
import { startQueueWorker } from './queueWorker.mjs';
import { openQueue } from './renderQueue.mjs';
import { hostSnapshotDir, snapshotFile } from './snapshotStore.mjs';

const operator = { username: 'operator', password: 'operator-password-1' };
// Beside the e2e site's ports (E2E_PORT_BASE), not on them.
const ports = layout.portsFrom(Number(process.env.E2E_PORT_BASE || 3100) + 60);
const data = mkdtempSync(path.join(tmpdir(), 'school-queue-worker-'));
const dir = path.join(data, 'prerender');
const heartbeatFile = path.join(data, 'render-worker.alive');
let database;
let site;
let worker;
const taken = [];

const until = async (condition, what, timeoutMs = 90_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; jobs done: ${taken.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

before(async () => {
  database = await createDatabase({ prefix: 'school_queue_worker', setting: 'TEST_DATABASE_URL' });
  const made = spawnSync(process.execPath, [path.join(ROOT, 'api', 'dist', 'admin.js'), '--username', operator.username, '--platform'], {
    env: { ...process.env, DATABASE_URL: database.url, ADMIN_PASSWORD: operator.password },
    encoding: 'utf8',
  });
  assert.equal(made.status, 0, made.stderr);
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    PLATFORM_HOST,
    PRERENDER_DIR: dir,
    MEDIA_DIR: path.join(data, 'media'),
    SESSION_SECRET: 'queue-worker-test-session-secret-0123456789',
    LOG_LEVEL: 'warn',
  };
  for (const { urlKey } of layout.REMOTES) delete env[urlKey];
  site = await startSite({ ports, env, cwd: data, quiet: true });
  worker = await startQueueWorker({
    databaseUrl: database.url,
    siteUrl: site.url,
    platformHost: PLATFORM_HOST,
    dir,
    concurrency: 2,
    pollMs: 1000,
    heartbeatFile,
    onJob: ({ job, outcome }) => taken.push(`${job.path} ${job.reason} ${outcome}`),
  });
});

after(async () => {
  await worker?.stop();
  await site?.stop();
  await database?.drop();
  rmSync(data, { recursive: true, force: true });
});

test("a school added in the console is drawn by the worker, and its editor's post shows in its HTML", { timeout: 240_000 }, async () => {
  // Before any school: the worker reached the API and the queue (the container's healthcheck).
  await until(() => existsSync(heartbeatFile), 'the heartbeat');
  const console = await signInOperator(site.url, operator);
  const [school] = await addSchools(console, 1);
  const folder = hostSnapshotDir(dir, school.host);
  const home = snapshotFile(folder, '/home');
  await until(() => taken.includes('/home missing rendered'), 'the new school\'s /home');
  assert.match(readFileSync(home, 'utf8'), /Școala Gimnazială nr\. 1/);

  const editor = await signInEditor(site.url, console, school);
  const title = 'Concursul de șah al școlii';
  const saved = await editor.post('/api/content/news', { title, place: 'Biblioteca', date: '2026-03-02', body: '<p>Înscrieri la secretariat.</p>', status: 'PUBLISHED' });
  assert.equal(saved.status, 201);
  // The job is reported once its transaction commits, a moment after its snapshot is written.
  await until(() => taken.includes('/home edit rendered'), '/home drawn again after the edit');
  assert.ok(existsSync(home) && readFileSync(home, 'utf8').includes(title), "the post in /home's snapshot");

  const check = taken.findIndex((entry) => /^\* edit \d+ stale$/.test(entry));
  const redrawn = taken.indexOf('/home edit rendered');
  assert.ok(check >= 0 && redrawn > check, `the edit's check, then /home: ${taken.join(', ')}`);

  // Renamed seconds after the worker's browser pages last asked for the school's site (whose
  // answer may be kept 30 s): every page is drawn again with the new name, never from that answer.
  const [listed] = await (await console.get('/api/platform/schools')).json();
  // Typed text stays data all the way to the snapshot: replacement patterns are drawn as typed.
  const name = 'Școala Gimnazială „Ion Creangă” $& $1';
  const drawnBefore = taken.length;
  const renamed = await console.put(`/api/platform/schools/${school.id}/branding`, { ...listed.branding, name });
  assert.equal(renamed.status, 200);
  await until(() => taken.slice(drawnBefore).includes('/home edit rendered'), '/home drawn again after the rename');
  // As the markup writes text: "&" as "&amp;".
  assert.ok(readFileSync(home, 'utf8').includes(name.replace(/&/g, '&amp;')), "the new name in /home's snapshot");
});

test('no page that is not public is queued from a link (the sign-in page, linked from every page)', { timeout: 240_000 }, async () => {
  const queue = await openQueue(database.url, 1);
  try {
    const jobsLeft = async () => (await queue.query('SELECT count(*)::int AS jobs FROM render_jobs')).rows[0].jobs;
    await until(async () => (await jobsLeft()) === 0 && taken.some((entry) => entry.startsWith('/noutati ')), 'the school\'s pages drawn from their links', 180_000);
  } finally {
    await queue.end();
  }
  assert.deepEqual(taken.filter((entry) => entry.endsWith(' not public')), []);
});
