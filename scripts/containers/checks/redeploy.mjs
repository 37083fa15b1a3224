// One section redeployed on its own, for real: remote-public rebuilt from a copy of the sources
// with a one-line visible change, `up -d --no-deps remote-public`; the host's image and container
// stay as they were, and the renderer re-renders the page with the change.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, ROOT } from '../docker.mjs';
import { figure, seconds } from '../harness.mjs';
import { buildImage } from '../projectImages.mjs';
import { waitFor } from '../stack.mjs';
import { isPrerendered } from './site.mjs';

const CHANGED_FILE = 'remote-public/src/pages/HomePage.tsx';
const CHANGED_LINE = '<InfoSection title="Despre noi">';

/** The build context of remote-public.Dockerfile, copied, with /home's "Despre noi" title changed. */
async function changedContext(work, marker) {
  const context = path.join(work, 'redeploy-context');
  mkdirSync(context, { recursive: true });
  // Every workspace's manifest, for the deps stage the Node images share; of the sources, only remote-public's and shared's.
  const manifests = ['api', 'host', 'remote-auth', 'remote-admin'].map((ws) => `${ws}/package.json`);
  const copied = await run('sh', ['-c', 'dest="$1"; shift; tar -C "$0" --exclude=node_modules --exclude=dist -cf - .dockerignore package.json package-lock.json tsconfig.base.json shared remote-public deploy "$@" | tar -C "$dest" -xf -', ROOT, context, ...manifests]);
  assert.equal(copied.status, 0, copied.output);
  const file = path.join(context, CHANGED_FILE);
  const source = readFileSync(file, 'utf8');
  assert.ok(source.includes(CHANGED_LINE), `${CHANGED_FILE} no longer has ${CHANGED_LINE}: update the redeploy check`);
  writeFileSync(file, source.replace(CHANGED_LINE, () => `<InfoSection title="Despre noi ${marker}">`));
  return context;
}

export async function redeployRemotePublic(stack, work, registry) {
  const marker = `(versiunea ${Date.now().toString(36)})`;
  const host = async () => ({ container: await stack.container('host'), image: await stack.inspect('host', '{{.Image}}'), started: await stack.inspect('host', '{{.State.StartedAt}}') });
  const hostBefore = await host();
  const remoteBefore = await stack.container('remote-public');

  const { ms } = await buildImage('remote-public', { tag: 'redeploy', context: await changedContext(work, marker), label: 'remote-public (changed)', registry });
  figure('rebuild of remote-public after a one-line change (its image only)', seconds(ms));
  // Later compose commands keep the new tag, as a school's .env would.
  stack.env.REMOTE_PUBLIC_TAG = 'redeploy';
  const started = performance.now();
  await stack.compose(['up', '-d', '--no-deps', 'remote-public']);
  assert.notEqual(await stack.container('remote-public'), remoteBefore, 'remote-public was not recreated');
  await waitFor('/home re-rendered with the change', () => isPrerendered('/home', marker), 120_000, 1000);
  figure('redeploy: up -d --no-deps to /home served re-rendered with the change', seconds(performance.now() - started));
  assert.deepEqual(await host(), hostBefore, "the host's image or container changed");
  return `/home shows "Despre noi ${marker}"; the host's container ${hostBefore.container.slice(0, 12)} untouched`;
}
