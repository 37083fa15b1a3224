// The county bench's render rows (issue 26): two render workers (renderWorkers.mjs) draw every
// rendered school's pages (the first pass); then remote-public is redeployed (its served
// remoteEntry.js changed, nothing rebuilt) and timed until every page drawn from it is drawn
// again, while pages served by nginx are sampled (never older than their content), one school's
// editor publishes a post (timed until its /noutati snapshot shows it), and one worker is killed
// mid-job and replaced (pages lost counted at the end). Each worker's memory is its process tree's.
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { siteOnHost } from '../../prerender/platformSites.mjs';
import { get } from '../../prerender/reach.mjs';
import { openQueue } from '../../prerender/renderQueue.mjs';
import { hostSnapshotDir, readInputs, snapshotFile } from '../../prerender/snapshotStore.mjs';
import { ms, verdict } from '../table.mjs';
import { sampleTreeMemory, startRenderWorker } from './renderWorkers.mjs';
import { signInEditor } from './schools.mjs';

const WORKERS = 2;
/** The worker's default (PRERENDER_CONCURRENCY). */
const PAGES_AT_ONCE = 3;
const REDEPLOY_TARGET = { pages: 4000, seconds: 15 * 60 };
const EDIT_TARGET_MS = 30_000;
const MEMORY_LIMIT = 400 * 2 ** 20;
/** A wait fails when the queue has not moved (jobs left, pages drawn) for this long. */
const STALL_MS = 180_000;
const REMOTE_ENTRY = 'remoteEntry.js';

const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
const seconds = (value) => `${Math.round(value / 1000)} s`;

/** The school's page as nginx serves it to a visitor (its Host, no compression): { status, headers, html }. */
async function servedPage(platform, host, pagePath) {
  const response = await get(`${siteOnHost(platform.url, host)}${pagePath}`, { hostMap: [[host, new URL(platform.url).hostname]] });
  return { status: response.status, headers: response.headers, html: response.body.toString() };
}

/** Each school's pages that have a snapshot now: [{ school, dir, pages: [{ pagePath, inputs }] }]. */
function snapshotsOf(platform, schools) {
  return schools.map((school) => {
    const dir = hostSnapshotDir(platform.prerenderDir, school.host);
    const recorded = existsSync(dir) ? readInputs(dir).pages : {};
    const pages = Object.entries(recorded)
      .filter(([pagePath]) => existsSync(snapshotFile(dir, pagePath)))
      .map(([pagePath, { inputs }]) => ({ pagePath, inputs: inputs.map(({ url }) => url) }));
    return { school, dir, pages };
  });
}

const pageCount = (snapshots) => snapshots.reduce((sum, { pages }) => sum + pages.length, 0);

/** Waits until `done()` with no job queued or held; fails when nothing moved for STALL_MS. Answers the time waited (ms). */
async function untilQueueEmpty(pool, done, what) {
  const started = Date.now();
  let last = '';
  let moved = Date.now();
  for (;;) {
    const { rows } = await pool.query('SELECT count(*)::int AS jobs FROM render_jobs');
    const finished = await done();
    if (rows[0].jobs === 0 && finished) return Date.now() - started;
    const state = `${rows[0].jobs} ${finished}`;
    if (state !== last) [last, moved] = [state, Date.now()];
    if (Date.now() - moved > STALL_MS) throw new Error(`${what}: nothing moved for ${seconds(STALL_MS)} (${rows[0].jobs} jobs left)`);
    await sleep(500);
  }
}

/** Serves a changed remoteEntry.js (and its precompressed copies, which nginx prefers) as a redeploy would. */
function redeployRemotePublic(dir) {
  const file = path.join(dir, REMOTE_ENTRY);
  const changed = Buffer.concat([readFileSync(file), Buffer.from(`\n/* redeployed ${new Date().toISOString()} */\n`)]);
  for (const [suffix, body] of [['.gz', gzipSync(changed)], ['.br', brotliCompressSync(changed)], ['', changed]]) {
    writeFileSync(`${file}${suffix}.new`, body);
    renameSync(`${file}${suffix}.new`, `${file}${suffix}`);
  }
}

/**
 * Samples, until stopped, pages of the schools' that were drawn from the redeployed file, as nginx
 * serves them: the live shell (a removed snapshot), a snapshot drawn since `redeployedAt` (its
 * Last-Modified, whole seconds: the first pass ended over a second before), or a stale one.
 */
function sampleServedPages(platform, affected, redeployedAt, shell) {
  const counts = { live: 0, fresh: 0, stale: 0, other: 0 };
  let stopped = false;
  const redeploySecond = Math.floor(redeployedAt / 1000);
  const loop = (async () => {
    while (!stopped) {
      const { school, pagePath } = affected[Math.floor(Math.random() * affected.length)];
      const page = await servedPage(platform, school.host, pagePath);
      if (page.status !== 200) counts.other += 1;
      else if (page.html === shell) counts.live += 1;
      else if (Date.parse(page.headers['last-modified'] ?? '') / 1000 >= redeploySecond) counts.fresh += 1;
      else counts.stale += 1;
      await sleep(100);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return counts;
    },
  };
}

/** Publishes a post on `school` and answers the ms until its /noutati, as nginx serves it, shows the title. */
async function editShown(platform, editor, school) {
  const title = `Olimpiada de matematică ${Date.now()}`;
  const started = Date.now();
  const saved = await editor.post('/api/content/news', { title, place: 'Sala festivă', date: new Date().toISOString().slice(0, 10), body: '<p>Rezultatele etapei locale.</p>', status: 'PUBLISHED' });
  if (saved.status !== 201) throw new Error(`the editor's post answered ${saved.status}`);
  for (;;) {
    const page = await servedPage(platform, school.host, '/noutati');
    if (page.html.includes(title)) return Date.now() - started;
    if (Date.now() - started > 10 * EDIT_TARGET_MS) throw new Error(`the post did not show in ${school.host}/noutati within ${seconds(10 * EDIT_TARGET_MS)}`);
    await sleep(250);
  }
}

/** Jobs worker `name` holds now (its open job transactions). */
async function heldBy(pool, name) {
  const { rows } = await pool.query("SELECT count(*)::int AS held FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle in transaction'", [name]);
  return rows[0].held;
}

/**
 * Measures the render rows into `rows`, on the first `renderCount` of `schools` (the others are
 * suspended first, so the workers skip them); `editor` is the first school's, when signed in.
 */
export async function measureRendering({ platform, operator, editor, schools, renderCount, rows, log }) {
  const rendered = schools.slice(0, renderCount);
  for (const school of schools.slice(renderCount)) {
    const answer = await operator.post(`/api/platform/schools/${school.id}/suspend`, {});
    if (answer.status !== 200) throw new Error(`suspending school ${school.id} answered ${answer.status}`);
  }
  const pool = await openQueue(platform.env.DATABASE_URL, 2);
  const workers = [];
  const samplers = new Map();
  const startWorker = (name) => {
    const worker = startRenderWorker(platform, name);
    workers.push(worker);
    samplers.set(name, sampleTreeMemory(worker.pid));
    log(`${name}: pid ${worker.pid}${worker.limited ? ', in a memory cgroup' : ''}, its log ${worker.logFile}`);
    return worker;
  };
  try {
    for (let n = 1; n <= WORKERS; n += 1) startWorker(`render-worker-${n}`);
    const label = `${WORKERS} workers × ${PAGES_AT_ONCE} pages at once, ${rendered.length} of ${schools.length} schools`;
    const firstMs = await untilQueueEmpty(pool, () => snapshotsOf(platform, rendered).every(({ pages }) => pages.length > 0), 'the first pass');
    const drawn = snapshotsOf(platform, rendered);
    const firstPages = pageCount(drawn);
    rows.push([`render workers' first pass (${label}): every page drawn`, `${firstPages} pages in ${seconds(firstMs)} (${(firstPages / (firstMs / 1000)).toFixed(1)} pages/s)`, '', '']);

    const remoteEntry = `${platform.remotePublicUrl}/${REMOTE_ENTRY}`;
    const affected = drawn.flatMap(({ school, pages }) => pages.filter(({ inputs }) => inputs.includes(remoteEntry)).map(({ pagePath }) => ({ school, pagePath })));
    if (affected.length === 0) throw new Error(`no snapshot records ${remoteEntry} among its inputs`);
    const shell = (await servedPage(platform, rendered[0].host, '/index.html')).html;
    // Last-Modified has whole seconds: the redeploy starts in a later second than any first-pass write.
    await sleep(1100);
    const redeployedAt = Date.now();
    redeployRemotePublic(platform.remotePublicDir);
    const served = sampleServedPages(platform, affected, redeployedAt, shell);
    while (!workers.some((worker) => worker.sawRedeploy())) {
      if (Date.now() - redeployedAt > 60_000) throw new Error('no worker saw the redeploy within 60 s');
      await sleep(100);
    }
    const seenMs = Date.now() - redeployedAt;
    const servedBeforeSeen = await served.stop();
    const servedMeanwhile = sampleServedPages(platform, affected, redeployedAt, shell);

    const edit = editShown(platform, editor ?? (await signInEditor(platform.url, operator, rendered[0])), rendered[0]).then(
      (elapsed) => ({ elapsed }),
      (error) => ({ error }),
    );
    const [victim] = workers;
    while ((await heldBy(pool, victim.name)) === 0) await sleep(50);
    const held = await heldBy(pool, victim.name);
    const { rows: queued } = await pool.query('SELECT count(*)::int AS jobs FROM render_jobs');
    victim.kill();
    const victimPeak = samplers.get(victim.name).stop();
    log(`${victim.name} killed (SIGKILL to its group) holding ${held} job(s), ${queued[0].jobs} queued`);
    startWorker(`render-worker-${WORKERS + 1}`);

    const redeployMs = seenMs + (await untilQueueEmpty(pool, () => true, 'the redeploy'));
    const counts = await servedMeanwhile.stop();
    const editAnswer = await edit;
    const after = new Map(snapshotsOf(platform, rendered).map(({ school, pages }) => [school.host, new Set(pages.map(({ pagePath }) => pagePath))]));
    const lost = drawn.flatMap(({ school, pages }) => pages.filter(({ pagePath }) => !after.get(school.host).has(pagePath)).map(({ pagePath }) => `${school.host}${pagePath}`));
    const notRedrawn = affected.filter(({ school, pagePath }) => {
      const file = snapshotFile(hostSnapshotDir(platform.prerenderDir, school.host), pagePath);
      return existsSync(file) && statSync(file).mtimeMs < redeployedAt;
    });
    const { rows: left } = await pool.query('SELECT count(*)::int AS jobs FROM render_jobs');

    const perSecond = affected.length / (redeployMs / 1000);
    const forTarget = REDEPLOY_TARGET.pages / perSecond;
    rows.push([
      `a remote-public redeploy (${label}): every page drawn from it drawn again`,
      `${affected.length} pages in ${seconds(redeployMs)} (${perSecond.toFixed(1)} pages/s; ${REDEPLOY_TARGET.pages} pages at that rate: ${Math.round(forTarget / 60)} min); seen by a worker after ${ms(seenMs)}; ${notRedrawn.length} not drawn again`,
      `≤ 15 min for about ${REDEPLOY_TARGET.pages} pages`,
      verdict(forTarget <= REDEPLOY_TARGET.seconds && notRedrawn.length === 0),
    ]);
    const failed = workers.flatMap((worker) => worker.failedJobs());
    rows.push(['  jobs that failed and were tried again, first pass and redeploy (the workers\' logs)', `${failed.length}${failed.length ? `: ${failed.slice(0, 3).join('; ')}` : ''}`, '', '']);
    rows.push([
      '  pages served meanwhile older than their content (sampled through nginx)',
      `${counts.stale} of ${counts.live + counts.fresh + counts.stale + counts.other} (${counts.live} live, ${counts.fresh} drawn after the redeploy, ${counts.other} not 200); before a worker saw it: ${servedBeforeSeen.stale} stale of ${Object.values(servedBeforeSeen).reduce((a, b) => a + b, 0)}`,
      '0 (after the redeploy is seen)',
      verdict(counts.stale === 0 && counts.other === 0),
    ]);
    rows.push([
      "one school's edit during that backlog, until its /noutati HTML (nginx, the snapshot) shows it",
      editAnswer.error ? `not shown: ${editAnswer.error.message}` : ms(editAnswer.elapsed),
      '≤ 30 s',
      verdict(!editAnswer.error && editAnswer.elapsed <= EDIT_TARGET_MS),
    ]);
    rows.push([
      'renderer worker killed mid-backlog (SIGKILL, a new one started): pages lost',
      `${lost.length} lost, ${left[0].jobs} jobs left (killed holding ${held} jobs, ${queued[0].jobs} queued)${lost.length ? `: ${lost.slice(0, 5).join(', ')}` : ''}`,
      '0',
      verdict(lost.length === 0 && left[0].jobs === 0),
    ]);
    const peaks = workers.map(({ name }) => [name, name === victim.name ? victimPeak : samplers.get(name).stop()]);
    const limit = platform.rendererMemoryLimit;
    const within = limit && workers.every((worker) => worker.limited) ? `, each in a ${mb(limit)} memory cgroup as in the composition` : ", without the composition's memory limit (no cgroup here)";
    rows.push([
      `memory of each renderer worker, its process tree (node + Chromium's processes${within}): peak PSS (peak summed RSS)`,
      peaks.map(([name, peak]) => `${mb(peak.pss)} (${mb(peak.rss)}, ${peak.processes} processes)${name === victim.name ? ' until killed' : ''}`).join(' / '),
      '≤ 400 MB each',
      verdict(peaks.every(([, peak]) => peak.pss <= MEMORY_LIMIT)),
    ]);
  } finally {
    for (const sampler of samplers.values()) sampler.stop();
    await Promise.all(workers.map((worker) => worker.stop()));
    await pool.end();
  }
}
