// Faults: each container SIGKILLed in turn (each API replica, PostgreSQL, the renderer, the host's
// nginx) while an editor keeps creating subjects and uploading photos through the host's nginx.
// The signal goes to the container's main process from this machine, as a crash or the kernel's
// OOM killer would send it: Docker counts `docker kill` as a manual stop, which no restart policy
// undoes. `restart: unless-stopped` brings each back; then every write that was answered is there, every
// uploaded file is served, the site answers, and an edit reaches the served HTML again.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { ROOT } from '../docker.mjs';
import { figure, seconds } from '../harness.mjs';
import { SITE, sleep, waitFor } from '../stack.mjs';
import { editReachesHtml, freshName } from './site.mjs';

export const KILLED = ['api-1', 'api-2', 'postgres', 'prerender', 'host'];

const seedPhoto = () => {
  const dir = path.join(ROOT, 'api', 'seed-media');
  return readFileSync(path.join(dir, readdirSync(dir).find((file) => file.endsWith('.webp'))));
};

/** Writes and uploads in a loop until stopped; answers what the API answered as done. */
function burst(admin, label) {
  const answered = { subjects: [], media: [], failed: 0 };
  let running = true;
  const photo = seedPhoto();
  const loop = async (one, pause) => {
    for (let n = 1; running; n += 1) {
      try {
        await one(n);
      } catch {
        answered.failed += 1;
      }
      await sleep(pause);
    }
  };
  const writes = loop(async (n) => {
    const response = await admin.post('/api/school/subjects', { name: `${label} ${n}` });
    if (response.status === 201) return answered.subjects.push(await response.json());
    answered.failed += 1;
    await response.arrayBuffer();
  }, 100);
  const uploads = loop(async (n) => {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/webp' }), `fault-${n}.webp`);
    const response = await admin.request('POST', '/api/media', { rawBody: form });
    if (response.status === 201) return answered.media.push(await response.json());
    answered.failed += 1;
    await response.arrayBuffer();
  }, 400);
  return { answered, stop: async () => ((running = false), await Promise.all([writes, uploads])) };
}

/** SIGKILLs a service's main process; answers how long until it runs again (restarted, not recreated) and is healthy. */
export async function killAndRecover(stack, service) {
  const id = await stack.container(service);
  const startedAt = await stack.inspect(service, '{{.State.StartedAt}}');
  const pid = Number(await stack.inspect(service, '{{.State.Pid}}'));
  assert.ok(pid > 0, `${service} is not running`);
  const killed = performance.now();
  process.kill(pid, 'SIGKILL');
  await waitFor(`${service} restarted`, async () => (await stack.inspect(service, '{{.State.StartedAt}}')) !== startedAt, 60_000, 250);
  await waitFor(`${service} healthy again`, async () => (await stack.inspect(service, '{{.State.Health.Status}}')) === 'healthy', 300_000, 1000);
  assert.equal(await stack.container(service), id, `${service} was recreated, not restarted`);
  return performance.now() - killed;
}

export async function killEachDuringBurst(stack, admin) {
  const label = `Defect ${Date.now().toString(36)}`;
  const { answered, stop } = burst(admin, label);
  const recoveries = [];
  try {
    for (const service of KILLED) {
      await sleep(3000);
      const ms = await killAndRecover(stack, service);
      recoveries.push(`${service} ${seconds(ms)}`);
    }
    await sleep(3000);
  } finally {
    await stop();
  }
  figure('SIGKILL → restarted and healthy again', recoveries.join(', '));

  assert.ok(answered.subjects.length > 0 && answered.media.length > 0, `the burst got no answer (${answered.subjects.length} writes, ${answered.media.length} uploads)`);
  const subjects = await waitFor('the subjects list', async () => {
    const response = await admin.get('/api/school/subjects');
    return response.status === 200 ? response.json() : undefined;
  }, 30_000);
  const stored = new Set(subjects.map((subject) => `${subject.id} ${subject.name}`));
  const lost = answered.subjects.filter((subject) => !stored.has(`${subject.id} ${subject.name}`));
  assert.deepEqual(lost, [], 'answered writes lost');
  const missingFiles = [];
  for (const media of answered.media) {
    // Files no public page uses yet are served to editors only.
    const response = await admin.get(media.url);
    await response.arrayBuffer();
    if (response.status !== 200) missingFiles.push(`${media.url} ${response.status}`);
  }
  assert.deepEqual(missingFiles, [], 'answered uploads whose file is not served');
  assert.equal((await fetch(`${SITE}/home`)).status, 200);
  // A restarted renderer first renders every page again (minutes on a busy machine), then follows edits.
  const editMs = await editReachesHtml(admin, freshName('Refacut'), 300_000);
  return `${answered.subjects.length} answered writes and ${answered.media.length} answered uploads all kept (${answered.failed} refused or cut during the kills); an edit reached /cadre-didactice in ${seconds(editMs)}`;
}
