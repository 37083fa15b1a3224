// A county's composition (docker-compose.county.yml on top of docker-compose.yml) run for real,
// through the host's nginx on its loopback port: the operator's console adds two schools and the
// two renderer workers draw both from the queue in PostgreSQL; an editor's photo is stored in the
// S3 store under the school's prefix and every replica serves it; an edit reaches its school's
// HTML and no other's; a renderer killed mid-backlog and an API replica killed during reads cost
// no page and no answer. The console's helpers are the county bench's (scripts/bench/county).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_HOST } from '../../bench/county/platform.mjs';
import { addSchools, signInEditor, signInOperator } from '../../bench/county/schools.mjs';
import { siteOnHost } from '../../prerender/platformSites.mjs';
import { get } from '../../prerender/reach.mjs';
import { docker, dockerOut, ROOT } from '../docker.mjs';
import { figure, seconds } from '../harness.mjs';
import { schoolEnv, SITE, sleep, waitFor } from '../stack.mjs';
import { killAndRecover } from './faults.mjs';
import { everyPublicPagePrerendered, isPrerendered, servedPage, sitemapPaths } from './site.mjs';

export const COUNTY_PROJECT = 'schoolcounty';
export const COUNTY_SERVICES = ['postgres', 's3', 'api-1', 'api-2', 'api-3', 'host', 'remote-public', 'remote-auth', 'remote-admin', 'renderer-1', 'renderer-2'];
const S3_DIRECTORY = '/var/lib/school/s3';
const MEDIA_DIR = '/app/api/data/media';
const EDIT_TARGET_MS = 30_000;

/** The .env a county writes (deploy/county.md): a school's, the platform's host and the store's key pair. */
export const countyEnv = () => ({
  ...schoolEnv(),
  PLATFORM_HOST,
  S3_ACCESS_KEY_ID: randomBytes(12).toString('hex'),
  S3_SECRET_ACCESS_KEY: randomBytes(32).toString('hex'),
});

/** A query's rows (psql -At) as the API's own role. */
const sql = async (stack, query) => (await stack.exec('postgres', ['psql', '-U', 'school', '-d', 'school', '-At', '-c', query])).trim();

/** The render queue's jobs, the ones a worker holds included. */
const queuedJobs = async (stack) => Number(await sql(stack, 'select count(*) from render_jobs'));

/** The PLATFORM_ADMIN, made as deploy/county.md tells an operator: the admin CLI in api-1. */
async function createOperator(stack) {
  const operator = { username: 'operator', password: `Operator-${randomBytes(12).toString('hex')}` };
  await docker(['exec', '-e', `ADMIN_PASSWORD=${operator.password}`, await stack.container('api-1'), 'node', 'dist/admin.js', '--username', operator.username, '--platform']);
  return operator;
}

/** Peak memory of `services` (docker stats, MiB) sampled until stop(). */
function sampleMemory(stack, services) {
  const peaks = new Map(services.map((service) => [service, 0]));
  let running = true;
  const loop = (async () => {
    const ids = await Promise.all(services.map((service) => stack.container(service)));
    while (running) {
      const lines = (await dockerOut(['stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}}', ...ids]).catch(() => '')).split('\n');
      for (const line of lines) {
        const service = services.find((name) => line.includes(`_${name}_`));
        const [, value, unit] = /\s([\d.]+)(KiB|MiB|GiB)\s/.exec(line) ?? [];
        if (service && value) peaks.set(service, Math.max(peaks.get(service), Number(value) * { KiB: 1 / 1024, MiB: 1, GiB: 1024 }[unit]));
      }
      await sleep(1000);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return [...peaks].map(([service, mib]) => `${service} ${Math.round(mib)} MiB`).join(', ');
  };
}

/** Starts the county; answers once the three replicas answer through the host's nginx. */
export async function countyUp(stack) {
  const started = performance.now();
  await stack.compose(['up', '-d']);
  for (let replica = 1; replica <= 3; replica += 1) {
    await waitFor(`api-${replica} healthy`, async () => (await stack.inspect(`api-${replica}`, '{{.State.Health.Status}}')) === 'healthy', 180_000, 1000);
  }
  await waitFor('/api/health through the host', async () => (await fetch(`${SITE}/api/health`)).ok, 60_000);
  return `in ${seconds(performance.now() - started)}`;
}

/**
 * The operator adds two schools; once both are pre-rendered, answers { operator, schools: [{ id,
 * host }], editor }: the operator's and the first school's MANAGER's signed-in clients.
 */
export async function schoolsAddedAndDrawn(stack) {
  const operator = await signInOperator(SITE, await createOperator(stack));
  const started = performance.now();
  const schools = await addSchools(operator, 2);
  // Each page drawn queues its links in the job's own transaction: an empty queue after both
  // homes are drawn is every page drawn.
  for (const school of schools) await waitFor(`${school.host}/home pre-rendered`, () => isPrerendered('/home', undefined, school.host), 300_000, 1000);
  await waitFor('the render queue empty', async () => (await queuedJobs(stack)) === 0, 600_000, 1000);
  const pages = [];
  for (const school of schools) pages.push(await everyPublicPagePrerendered(school.host));
  figure('two schools added → every page of both pre-rendered by the workers', `${seconds(performance.now() - started)} (${pages.join(', ')})`);
  for (const [index, school] of schools.entries()) {
    const { body } = await servedPage('/home', school.host);
    assert.ok(body.includes(`Școala Gimnazială nr. ${index + 1}`), `${school.host}/home does not show its own school's name`);
  }
  return { operator, schools, editor: await signInEditor(SITE, operator, schools[0]) };
}

/** An editor's photo lands in the S3 store under the school's prefix, in no replica's folder, and nginx's three upstreams all serve it. */
export async function photoInSchoolPrefix(stack, editor, school) {
  const dir = path.join(ROOT, 'api', 'seed-media');
  const photo = readFileSync(path.join(dir, readdirSync(dir).find((file) => file.endsWith('.webp'))));
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/webp' }), 'judet.webp');
  const answer = await editor.request('POST', '/api/media', { rawBody: form });
  if (answer.status !== 201) assert.fail(`the upload answered ${answer.status}: ${await answer.text()}`);
  const media = await answer.json();
  const files = [media.url, ...media.variants.map((variant) => variant.url)].map((url) => url.split('/').pop());
  for (const file of files) assert.ok(file.startsWith(`school-${school.id}-`), `${file} is not under school ${school.id}'s prefix`);
  // The variants are made after the answer (the media processing queue).
  await waitFor('the photo and its variants in the S3 store', async () => {
    const stored = (await stack.exec('s3', ['find', S3_DIRECTORY, '-type', 'f'])).split('\n');
    return files.every((file) => stored.some((entry) => entry.includes(`/${file}`)));
  }, 60_000, 1000);
  for (const replica of ['api-1', 'api-2', 'api-3']) {
    const local = (await stack.exec(replica, ['find', MEDIA_DIR, '-type', 'f'])).trim();
    assert.equal(local, '', `${replica} keeps files of its own: ${local}`);
  }
  // Round robin over three upstreams: six asks of each file reach every replica twice.
  const bodies = new Set();
  for (let ask = 0; ask < 6; ask += 1) {
    const response = await editor.get(media.url);
    assert.equal(response.status, 200, `${media.url} answered ${response.status}`);
    bodies.add(Buffer.from(await response.arrayBuffer()).toString('base64'));
  }
  assert.equal(bodies.size, 1, 'the replicas serve different bytes');
  return `${files.length} files under school-${school.id}- in the bucket, none in a replica's folder`;
}

/** A post by one school's editor is in that school's served /noutati within 30 s, and not in the other's. */
export async function editReachesItsSchoolOnly(editor, [school, other]) {
  const title = `Olimpiada județeană ${randomBytes(3).toString('hex')}`;
  const started = performance.now();
  const saved = await editor.post('/api/content/news', { title, place: 'Sala festivă', date: new Date().toISOString().slice(0, 10), body: '<p>Rezultatele etapei.</p>', status: 'PUBLISHED' });
  assert.equal(saved.status, 201, `the post answered ${saved.status}: ${await saved.text()}`);
  await waitFor(`"${title}" on ${school.host}/noutati`, () => isPrerendered('/noutati', title, school.host), EDIT_TARGET_MS, 500);
  const ms = performance.now() - started;
  const { body } = await servedPage('/noutati', other.host);
  assert.ok(!body.includes(title), `${other.host}/noutati shows the other school's post`);
  return `in ${seconds(ms)}`;
}

/** Renames a school in the console (every page of it stale), SIGKILLs renderer-1 while it holds a job; every page is drawn again, none lost. */
export async function rendererKilledMidBacklog(stack, operator, school) {
  const [current] = (await (await operator.get('/api/platform/schools')).json()).filter(({ id }) => id === school.id);
  const name = `Școala Gimnazială „Ion Creangă” ${randomBytes(2).toString('hex')}`;
  assert.equal(await queuedJobs(stack), 0, 'the queue is not empty before the rename');
  const renamed = await operator.put(`/api/platform/schools/${school.id}/branding`, { ...current.branding, name });
  assert.equal(renamed.status, 200, `the rename answered ${renamed.status}: ${await renamed.text()}`);
  const stopSampling = sampleMemory(stack, ['renderer-1', 'renderer-2']);
  const address = await stack.inspect('renderer-1', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}');
  try {
    // A worker holds a job in an open transaction (renderQueue.mjs).
    const held = `select count(*) from pg_stat_activity where client_addr = '${address}' and state like 'idle in transaction%'`;
    await waitFor('renderer-1 holding a job', async () => Number(await sql(stack, held)) > 0, 60_000, 200);
    const queued = await queuedJobs(stack);
    const ms = await killAndRecover(stack, 'renderer-1');
    figure('renderer-1 SIGKILLed holding a job → restarted and healthy', `${seconds(ms)} (${queued} jobs queued at the kill)`);
    await waitFor('the render queue empty', async () => (await queuedJobs(stack)) === 0, 600_000, 1000);
  } finally {
    figure('renderer workers, peak memory while drawing (limit 768 MiB each)', await stopSampling());
  }
  const paths = await sitemapPaths(school.host);
  const lost = [];
  for (const pagePath of paths) {
    if (await isPrerendered(pagePath, name, school.host)) continue;
    const { body } = await servedPage(pagePath, school.host);
    lost.push(`${pagePath} (${body.includes(current.branding.name) ? 'a snapshot with the old name' : 'the live shell'})`);
  }
  if (lost.length > 0) {
    const logs = [];
    for (const worker of ['renderer-1', 'renderer-2']) logs.push(`--- ${worker}\n${(await docker(['logs', '--tail', '60', await stack.container(worker)], { allowFail: true })).output}`);
    assert.fail(`pages not drawn again with the new name: ${lost.join(', ')}\n${logs.join('\n')}`);
  }
  return `${paths.length} pages drawn again with the new name, 0 lost`;
}

/** Reads through the host's nginx while api-2 is SIGKILLed and restarted: every read answered 200. */
export async function replicaKilledDuringReads(stack, school) {
  let running = true;
  const answers = { ok: 0, failed: [] };
  const reader = async () => {
    while (running) {
      const { status } = await get(`${siteOnHost(SITE, school.host)}/api/content/news`, { hostMap: [[school.host, '127.0.0.1']] }).catch((error) => ({ status: error.message }));
      if (status === 200) answers.ok += 1;
      else answers.failed.push(status);
    }
  };
  const readers = Array.from({ length: 8 }, reader);
  try {
    await sleep(1000);
    figure('api-2 SIGKILLed during reads → restarted and healthy', seconds(await killAndRecover(stack, 'api-2')));
    await sleep(1000);
  } finally {
    running = false;
    await Promise.all(readers);
  }
  assert.deepEqual(answers.failed, [], `reads not answered 200 (${answers.ok} were)`);
  return `${answers.ok} reads, all 200`;
}
