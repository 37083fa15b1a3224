// The county's render queue on PostgreSQL (render_jobs, api/src/db/migrations/0026_render_jobs.ts):
// a job is a page of a school to (re)render, or CHECK_PATH ('*': check that school's snapshots).
// A worker takes the first job no other worker holds (priority, then its school's own first, then
// rank, then age) with SELECT … FOR UPDATE SKIP LOCKED, inside a transaction it keeps open for the
// whole render: a worker killed mid-job drops its connection, the transaction aborts, and the job
// is at once takeable again. Done, the job is deleted with every other job for the same page queued
// before the take began (their changes are in what was drawn), and committed.
import { createRequire } from 'node:module';

const renderQueue = createRequire(import.meta.url)('../../shared/http/renderQueue.json');

export const CHECK_PATH = renderQueue.checkPath;
export const JOBS = renderQueue.jobs;

/** Keeps each school's records (inputs.json) to one writer at a time, across every worker: pg_advisory_xact_lock's first key. */
const RECORDS_LOCK = 26_0001;

/** A pool of connections to the queue's database (`pg`, the API's driver). */
export async function openQueue(databaseUrl, size) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: size });
  // A connection that drops while idle is the pool's to replace, never the worker's end.
  pool.on('error', () => {});
  return pool;
}

/**
 * Queues jobs ({ schoolId, path, reason, priority, rank }), through `db` (the pool, or a job's own
 * transaction: then they are queued only if it commits). With `unlessQueued`, a page that already
 * has a job waiting is not queued twice.
 */
export async function enqueue(db, jobs, { unlessQueued = false } = {}) {
  if (jobs.length === 0) return;
  const columns = ['school_id', 'path', 'reason', 'priority', 'rank'];
  const values = jobs.flatMap(({ schoolId, path, reason, priority, rank = 0 }) => [schoolId, path, reason, priority, rank]);
  const rows = jobs.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}::${['int', 'text', 'text', 'smallint', 'int'][column]}`).join(', ')})`);
  const guard = unlessQueued ? 'WHERE NOT EXISTS (SELECT 1 FROM render_jobs queued WHERE queued.school_id = v.school_id AND queued.path = v.path)' : '';
  await db.query(`INSERT INTO render_jobs (${columns.join(', ')}) SELECT * FROM (VALUES ${rows.join(', ')}) AS v(${columns.join(', ')}) ${guard}`, values);
}

/** Deletes the jobs of schools that are not active (suspended): never rendered. Answers how many. */
export async function dropSuspendedJobs(db) {
  const { rowCount } = await db.query(
    `DELETE FROM render_jobs WHERE id IN (
       SELECT j.id FROM render_jobs j JOIN schools s ON s.id = j.school_id WHERE s.status <> 'ACTIVE' FOR UPDATE OF j SKIP LOCKED)`,
  );
  return rowCount ?? 0;
}

/**
 * Takes the first job of an active school that no other worker holds, in a transaction of its own:
 * null when there is none, else { job, client, done(), retryLater(), release() }. done() deletes it
 * (and the same page's earlier jobs) and commits what the job did through `client`; retryLater()
 * moves it behind every other job (a render that failed); release() gives it back untouched.
 * With `schoolId`, that school's jobs go first among the ones of the same priority: the renderer
 * draws a school's next page in the document its last one loaded, for a third of a load's CPU
 * in the browser (loadedDocument.mjs); most visited first then holds within each school and across the schools
 * being drawn.
 */
export async function takeJob(pool, { schoolId = null } = {}) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `SELECT j.id, j.school_id AS "schoolId", j.path, j.reason, j.priority, j.rank, now() AS "takenAt"
         FROM render_jobs j JOIN schools s ON s.id = j.school_id
        WHERE s.status = 'ACTIVE'
        ORDER BY j.priority, j.school_id = $1::int DESC NULLS LAST, j.rank, j.enqueued_at, j.id
        LIMIT 1 FOR UPDATE OF j SKIP LOCKED`,
      [schoolId],
    );
    if (rows.length === 0) {
      await client.query('COMMIT');
      client.release();
      return null;
    }
    const [job] = rows;
    const end = async (statements) => {
      try {
        for (const [text, values] of statements) await client.query(text, values);
      } finally {
        client.release();
      }
    };
    return {
      job,
      client,
      done: () =>
        end([
          [
            `DELETE FROM render_jobs WHERE id = $1 OR id IN (
               SELECT id FROM render_jobs WHERE school_id = $2 AND path = $3 AND enqueued_at < $4 FOR UPDATE SKIP LOCKED)`,
            [job.id, job.schoolId, job.path, job.takenAt],
          ],
          ['COMMIT'],
        ]),
      retryLater: () =>
        end([
          ['ROLLBACK'],
          ['UPDATE render_jobs SET priority = $2, reason = $3, enqueued_at = now() WHERE id = $1', [job.id, JOBS.retry.priority, JOBS.retry.reason]],
        ]),
      release: () => end([['ROLLBACK']]),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    throw error;
  }
}

/** Waits until no other worker writes the school's records (inputs.json), and holds them until the job's transaction ends. */
export async function lockSchoolRecords(client, schoolId) {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [RECORDS_LOCK, schoolId]);
}

/**
 * A page's rank within its priority, the most visited first (no visit counts exist, so by its
 * place): /home, then the pages one step down (the menu's pages and the lists), then deeper ones
 * (articles); within each, the order the site showed them (`order`: a list shows the newest first).
 */
export const rankOf = (pagePath, order) => (pagePath === '/home' ? 0 : pagePath.split('/').length - 1) * 100_000 + Math.min(order, 99_999);
