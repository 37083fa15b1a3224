// A photo uploaded through one API replica is served by the other: both mount one media volume.
// Each replica is reached on its own loopback, inside its container, with the tests' ApiClient.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, docker } from '../docker.mjs';

const CLIENT_FILES = ['api/src/testing/apiClient.js', 'api/src/testing/fromAddress.js'];
// Runs inside an API container (Node 24, CommonJS), signed in as admin: `upload PASSWORD FILE` or
// `get PASSWORD PATH`; prints JSON.
const SCRIPT = `
const { readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { ApiClient } = require('./apiClient.js');
const [action, ...args] = process.argv.slice(2);
const api = new ApiClient('http://127.0.0.1:' + (process.env.PORT || 4000));
(async () => {
  // An uploaded photo no public page uses yet: its files are served to editors only.
  const [password, ...rest] = args;
  const login = await api.login('admin', password);
  if (login.status !== 200) throw new Error('sign-in answered ' + login.status);
  if (action === 'upload') {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(rest[0])], { type: 'image/webp' }), 'replica-check.webp');
    const answer = await api.request('POST', '/api/media', { rawBody: form });
    console.log(JSON.stringify({ status: answer.status, media: await answer.json() }));
  } else {
    const answer = await api.get(rest[0]);
    const body = Buffer.from(await answer.arrayBuffer());
    console.log(JSON.stringify({ status: answer.status, sha256: createHash('sha256').update(body).digest('hex') }));
  }
})().catch((error) => { console.error(error); process.exit(1); });
`;

const runIn = async (stack, service, args) => JSON.parse((await stack.exec(service, ['node', '/tmp/replica-check/check.cjs', ...args])).trim().split('\n').pop());

export async function photoAcrossReplicas(stack, env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'replica-check-'));
  try {
    // The containers' user (node) reads them.
    chmodSync(dir, 0o755);
    for (const file of CLIENT_FILES) copyFileSync(path.join(ROOT, file), path.join(dir, path.basename(file)));
    writeFileSync(path.join(dir, 'check.cjs'), SCRIPT);
    const seed = readdirSync(path.join(ROOT, 'api', 'seed-media')).find((file) => file.endsWith('.webp'));
    copyFileSync(path.join(ROOT, 'api', 'seed-media', seed), path.join(dir, 'photo.webp'));
    // The client, the script and a seed photo, as /tmp/replica-check in each replica.
    for (const service of ['api-1', 'api-2']) await docker(['cp', `${dir}/.`, `${await stack.container(service)}:/tmp/replica-check`]);
    const { status, media } = await runIn(stack, 'api-1', ['upload', env.ADMIN_PASSWORD, '/tmp/replica-check/photo.webp']);
    assert.equal(status, 201, `upload through api-1 answered ${status}: ${JSON.stringify(media)}`);
    const urls = [media.url, ...media.variants.map((variant) => variant.url)];
    for (const url of urls) {
      const [one, two] = [await runIn(stack, 'api-1', ['get', env.ADMIN_PASSWORD, url]), await runIn(stack, 'api-2', ['get', env.ADMIN_PASSWORD, url])];
      assert.equal(two.status, 200, `api-2 answered ${two.status} for ${url}`);
      assert.deepEqual(two, one, `api-2 serves other bytes than api-1 for ${url}`);
    }
    return `${urls.length} files of media ${media.id}, uploaded through api-1, served by api-2`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
