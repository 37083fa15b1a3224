// The render queue's guarantees on a real PostgreSQL (a throw-away database migrated by the built
// API's CLI): an edit's check is taken before a redeploy's whole backlog; a worker's own school
// first within a priority; a suspended school's jobs are dropped, never taken; a worker killed
// (SIGKILL) while it holds a job loses nothing, the job is taken by another at once; and a done
// job takes the same page's earlier jobs with it.
// Needs the API's build (npm run build -w @school/api). Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../deploy-check/support/database.mjs';
import { CHECK_PATH, dropSuspendedJobs, enqueue, JOBS, openQueue, takeJob } from './renderQueue.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let database;
let pool;
const schools = {};

before(async () => {
  database = await createDatabase({ prefix: 'school_render_queue', setting: 'TEST_DATABASE_URL' });
  const migrated = spawnSync(process.execPath, [path.join(ROOT, 'api', 'dist', 'admin.js'), '--username', 'operator', '--platform'], {
    env: { ...process.env, DATABASE_URL: database.url, ADMIN_PASSWORD: 'operator-password-1', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  assert.equal(migrated.status, 0, migrated.stderr);
  pool = await openQueue(database.url, 4);
  for (const name of ['a', 'b', 'closed']) {
    const { rows } = await pool.query('INSERT INTO schools (name, created_at) VALUES ($1, 0) RETURNING id', [name]);
    schools[name] = rows[0].id;
  }
  await pool.query(`UPDATE schools SET status = 'SUSPENDED' WHERE id = $1`, [schools.closed]);
});

after(async () => {
  await pool?.end();
  await database?.drop();
});

const queued = async () => (await pool.query('SELECT school_id AS "schoolId", path, reason FROM render_jobs ORDER BY id')).rows;
const clear = () => pool.query('DELETE FROM render_jobs');

/** Takes and finishes every job, one by one, as a worker does: answers them in the order taken. */
async function drain() {
  const taken = [];
  for (let next = await takeJob(pool); next; next = await takeJob(pool)) {
    taken.push(`${next.job.schoolId} ${next.job.path} ${next.job.reason}`);
    await next.done();
  }
  return taken;
}

test("a school's edit is taken before a redeploy's backlog, and the backlog most visited first", async () => {
  await clear();
  const backlog = [];
  for (const schoolId of [schools.a, schools.b]) {
    for (let page = 0; page < 200; page += 1) backlog.push({ schoolId, path: `/noutati/stire-${page}`, ...JOBS.redeploy, rank: 200_000 + page });
    backlog.push({ schoolId, path: '/home', ...JOBS.redeploy, rank: 0 });
  }
  await enqueue(pool, backlog);
  // The editor saves while the backlog waits: the API's check job (renderJobsRepository.ts).
  await pool.query('INSERT INTO render_jobs (school_id, path, reason, priority) VALUES ($1, $2, $3, $4)', [schools.b, CHECK_PATH, JOBS.edit.reason, JOBS.edit.priority]);

  const first = await takeJob(pool);
  assert.deepEqual([first.job.schoolId, first.job.path, first.job.reason], [schools.b, CHECK_PATH, 'edit']);
  // The check finds the edited page stale and queues it with its own priority, in its transaction.
  await enqueue(first.client, [{ schoolId: schools.b, path: '/noutati/stire-7', ...JOBS.edit }]);
  await first.done();

  const order = await drain();
  assert.equal(order[0], `${schools.b} /noutati/stire-7 edit`);
  assert.deepEqual(order.slice(1, 3).sort(), [`${schools.a} /home redeploy`, `${schools.b} /home redeploy`].sort());
  // The edited page's redeploy job was queued before the edit's render began: done with it.
  assert.equal(order.filter((taken) => taken.startsWith(`${schools.b} /noutati/stire-7 `)).length, 1);
  assert.equal(order.length, 1 + 2 * 200 + 2 - 1);
  assert.deepEqual(await queued(), []);
});

test("a worker that drew a school's page takes that school's next job of the same priority first", async () => {
  await clear();
  await enqueue(pool, [
    { schoolId: schools.a, path: '/home', ...JOBS.redeploy, rank: 0 },
    { schoolId: schools.b, path: '/home', ...JOBS.redeploy, rank: 0 },
    { schoolId: schools.a, path: '/istoric', ...JOBS.redeploy, rank: 1 },
    { schoolId: schools.b, path: '/istoric', ...JOBS.redeploy, rank: 1 },
  ]);
  const take = async (schoolId) => {
    const next = await takeJob(pool, { schoolId });
    await next.done();
    return `${next.job.schoolId} ${next.job.path}`;
  };
  assert.equal(await take(null), `${schools.a} /home`);
  // School b's /istoric is ranked after its /home: the preference keeps each school's order.
  assert.equal(await take(schools.b), `${schools.b} /home`);
  assert.equal(await take(schools.b), `${schools.b} /istoric`);
  // An edit's job is still taken before the preferred school's backlog.
  await pool.query('INSERT INTO render_jobs (school_id, path, reason, priority) VALUES ($1, $2, $3, $4)', [schools.b, CHECK_PATH, JOBS.edit.reason, JOBS.edit.priority]);
  assert.equal(await take(schools.a), `${schools.b} ${CHECK_PATH}`);
  assert.equal(await take(schools.b), `${schools.a} /istoric`);
  assert.deepEqual(await queued(), []);
});

test("a suspended school's jobs are never taken, and dropped", async () => {
  await clear();
  await enqueue(pool, [
    { schoolId: schools.closed, path: CHECK_PATH, ...JOBS.edit },
    { schoolId: schools.closed, path: '/home', ...JOBS.missing },
    { schoolId: schools.a, path: '/home', ...JOBS.redeploy },
  ]);
  const taken = await takeJob(pool);
  assert.deepEqual([taken.job.schoolId, taken.job.path], [schools.a, '/home']);
  assert.equal(await takeJob(pool), null);
  await taken.release();
  assert.equal(await dropSuspendedJobs(pool), 2);
  assert.deepEqual(await queued(), [{ schoolId: schools.a, path: '/home', reason: 'redeploy' }]);
});

test('a job failed is tried again after every other job', async () => {
  await clear();
  await enqueue(pool, [{ schoolId: schools.a, path: '/home', ...JOBS.edit }, { schoolId: schools.a, path: '/contact', ...JOBS.redeploy }]);
  await (await takeJob(pool)).retryLater();
  assert.deepEqual(await drain(), [`${schools.a} /contact redeploy`, `${schools.a} /home retry`]);
});

test('a worker killed while it holds a job loses nothing: another takes the job at once', async () => {
  await clear();
  await enqueue(pool, [{ schoolId: schools.a, path: '/home', ...JOBS.redeploy }, { schoolId: schools.a, path: '/contact', ...JOBS.redeploy, rank: 1 }]);
  // A worker that takes a job and is still drawing it when it is killed.
  const script = `
    import { openQueue, takeJob } from ${JSON.stringify(path.join(ROOT, 'scripts/prerender/renderQueue.mjs'))};
    const taken = await takeJob(await openQueue(process.env.QUEUE_URL, 1));
    console.log('taken ' + taken.job.path);
    setInterval(() => {}, 1000);`;
  const worker = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, QUEUE_URL: database.url }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => worker.on('exit', resolve));
  const held = await new Promise((resolve) => worker.stdout.on('data', (chunk) => resolve(String(chunk).trim())));
  assert.equal(held, 'taken /home');

  // While it holds /home, another worker gets the next job only.
  const other = await takeJob(pool);
  assert.equal(other.job.path, '/contact');
  await other.done();
  assert.equal(await takeJob(pool), null);

  worker.kill('SIGKILL');
  await exited;
  // Its connection dropped, its transaction aborted: /home is takeable again at once.
  let retaken = null;
  for (let attempt = 0; attempt < 50 && !retaken; attempt += 1) {
    retaken = await takeJob(pool);
    if (!retaken) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(retaken?.job.path, '/home');
  await retaken.done();
  assert.deepEqual(await queued(), []);
});
