#!/usr/bin/env node
// `npm run test:containers`: the docker-compose deployment, built and run for real. As root it
// starts a dockerd of its own (engine.mjs), builds the public base images where no registry is
// reachable (baseImages.mjs), builds every image from deploy/docker/*.Dockerfile (projectImages.mjs,
// npm through npmMirror.mjs), runs docker-compose.yml as a school would on loopback ports
// (stack.mjs), checks it (checks/), and removes the stacks it made; the images and the build cache
// stay in the engine's cache folder for the next run. Prints the images' sizes, the build and
// start times and each container's memory at rest.
//
//   --base-images                      only build the base images into the engine's cache (.ci/run
//                                      does this while `npm test` runs), then stop
//   CONTAINERS_DOCKER_HOST=unix:///…   use that running engine instead of starting one (kept after)
//   CONTAINERS_KEEP=1                  leave the stack running at the end (for a look)
//   CONTAINERS_CACHE=DIR               the engine's images and build cache (default ~/.cache/school-containers)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { backupRestoresIntoFreshStack } from './checks/backup.mjs';
import { COUNTY_PROJECT, COUNTY_SERVICES, countyEnv, countyUp, editReachesItsSchoolOnly, photoInSchoolPrefix, rendererKilledMidBacklog, replicaKilledDuringReads, schoolsAddedAndDrawn } from './checks/county.mjs';
import { killEachDuringBurst } from './checks/faults.mjs';
import { redeployRemotePublic } from './checks/redeploy.mjs';
import { photoAcrossReplicas } from './checks/replicaUpload.mjs';
import { databaseRoleHoldsPolicies, editReachesHtml, everyPublicPagePrerendered, freshName, isPrerendered, nonRootAndHealthy, securityHeaders, signedInAdmin } from './checks/site.mjs';
import { ensureBaseImages } from './baseImages.mjs';
import { hasImage, useEngine } from './docker.mjs';
import { engineCache, ensurePackages, startEngine } from './engine.mjs';
import { reportContainers } from './diagnose.mjs';
import { anyFailed, check, figure, seconds, summary } from './harness.mjs';
import { startNpmMirror } from './npmMirror.mjs';
import { buildImages, COUNTY_IMAGES, imageFacts, imageName, IMAGES } from './projectImages.mjs';
import { composeProject, COUNTY_FILES, PROJECT, RESTORED_PROJECT, schoolEnv, waitFor } from './stack.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'school-containers-'));
const ownEngine = !process.env.CONTAINERS_DOCKER_HOST;
const baseImagesOnly = process.argv.includes('--base-images');
const county = process.argv.includes('--county');
let engine;
let mirror;
const stacks = [];

/** A stack an interrupted run left in the engine's cache (its containers restart with the engine). */
async function removeLeftovers(env) {
  for (const project of [PROJECT, RESTORED_PROJECT]) await composeProject(env, project).compose(['down', '--volumes', '--remove-orphans'], { allowFail: true });
  await composeProject(env, COUNTY_PROJECT, COUNTY_FILES).compose(['down', '--volumes', '--remove-orphans'], { allowFail: true });
}

async function baseImages() {
  const base = await ensureBaseImages(work);
  figure('base images built here', base.built.length ? `${base.built.join(', ')} in ${seconds(base.ms)}` : 'none (present)');
}

async function main() {
  ensurePackages();
  engine = ownEngine ? await startEngine(path.join(work, 'engine'), engineCache()) : { env: { DOCKER_HOST: process.env.CONTAINERS_DOCKER_HOST } };
  useEngine(engine.env);
  const env = county ? countyEnv() : schoolEnv();
  await removeLeftovers(env);

  let built = false;
  await check('base images: debian:bookworm-slim and node:24-bookworm-slim (built here where no registry answers)', baseImages);
  if (baseImagesOnly) return;
  await check(`every image built from deploy/docker (${IMAGES.join(', ')})`, async () => {
    mirror = await startNpmMirror(work);
    // An earlier run's images: the build reuses their layers, so it is not the cold build.
    const warm = await hasImage(imageName(IMAGES[0]));
    const started = performance.now();
    const times = await buildImages(mirror.url, county ? COUNTY_IMAGES : IMAGES);
    figure(warm ? 'build of the project images (warm: layers cached by an earlier run)' : 'cold build of the project images', `${seconds(performance.now() - started)} (${times.map(({ name, ms }) => `${name} ${seconds(ms)}`).join(', ')})`);
    figure('npm tarballs served to the builds', `${mirror.stats.local} from this machine's npm cache, ${mirror.stats.fetched} from the registry`);
    const facts = await imageFacts();
    figure('image sizes', Object.entries(facts).map(([name, { mb }]) => `${name} ${mb.toFixed(0)} MB`).join(', '));
    built = true;
  });
  if (!built) return;
  await (county ? countyChecks(env) : schoolChecks(env));
}

async function schoolChecks(env) {
  const stack = { ...composeProject(env), services: ['postgres', 'api-1', 'api-2', 'host', 'remote-public', 'remote-auth', 'remote-admin', 'prerender'] };
  stacks.push(stack);
  let up = false;
  await check('docker-compose up -d: the first pre-rendered page is served', async () => {
    const started = performance.now();
    await stack.compose(['up', '-d']);
    await waitFor('/home served pre-rendered', () => isPrerendered('/home'), 300_000, 1000);
    figure('up -d → first pre-rendered page served', seconds(performance.now() - started));
    up = true;
  });
  if (!up) return;
  await check('every container runs as a non-root user and answers its healthcheck', () => nonRootAndHealthy(stack));
  await check('the API\'s database role passes no row-level policy (no superuser, no BYPASSRLS)', () => databaseRoleHoldsPolicies(stack));
  await check('every public page is served pre-rendered', everyPublicPagePrerendered);
  await check('security headers and CSP (host and a remote)', () => securityHeaders(env));
  let admin;
  await check('sign-in, and an admin edit reaching the public HTML within 30 s', async () => {
    admin = await signedInAdmin(env);
    return `in ${seconds(await editReachesHtml(admin, freshName('Stoica')))}`;
  });
  await check('a photo uploaded through api-1 is served by api-2', () => photoAcrossReplicas(stack, env));
  await check('memory of each container at rest', async () => figure('memory at rest (used / limit)', await stack.memory(stack.services)));
  await check('remote-public redeployed alone: the site shows the change, the host untouched', () => redeployRemotePublic(stack, work, mirror.url));
  if (admin) await check('each container SIGKILLed during writes and uploads, restarted by its policy: nothing answered is lost', () => killEachDuringBurst(stack, admin));
  const fresh = composeProject(env, RESTORED_PROJECT);
  stacks.push(fresh);
  await check('a backup of the running containers restores into a fresh stack with every row and file', () => backupRestoresIntoFreshStack(stack, fresh, work));
}

async function countyChecks(env) {
  const stack = { ...composeProject(env, COUNTY_PROJECT, COUNTY_FILES), services: COUNTY_SERVICES };
  stacks.push(stack);
  if (!(await check('county: docker-compose up -d (docker-compose.county.yml on top): the three API replicas answer through the host', () => countyUp(stack)))) return;
  await check('the two renderer workers are healthy before any school exists (their heartbeat)', () => nonRootAndHealthy(stack, ['renderer-1', 'renderer-2'], 60_000));
  let platform;
  await check('the operator adds two schools in the console; the two renderer workers draw every page of both', async () => {
    platform = await schoolsAddedAndDrawn(stack);
  });
  if (!platform) return;
  await check('every container runs as a non-root user and answers its healthcheck', () => nonRootAndHealthy(stack, COUNTY_SERVICES));
  await check('the API\'s database role passes no row-level policy (no superuser, no BYPASSRLS)', () => databaseRoleHoldsPolicies(stack));
  const { editor, schools: [first, second] } = platform;
  await check('an editor\'s photo is stored in the S3 store under the school\'s prefix and served through every replica', () => photoInSchoolPrefix(stack, editor, first));
  await check('an editor\'s post reaches the school\'s served HTML within 30 s, and no other school\'s', () => editReachesItsSchoolOnly(editor, [first, second]));
  await check('memory of each container at rest', async () => figure('memory at rest (used / limit)', await stack.memory(COUNTY_SERVICES)));
  await check('a school renamed, renderer-1 SIGKILLed holding a job: restarted by its policy, every page drawn again', () => rendererKilledMidBacklog(stack, platform.operator, second));
  await check('api-2 SIGKILLed during reads through the host: every read answered', () => replicaKilledDuringReads(stack, first));
}

async function cleanUp() {
  // Before anything is removed: what the failing containers said, for a failure seen only in CI.
  if (anyFailed()) for (const stack of stacks) await reportContainers(stack.project);
  if (process.env.CONTAINERS_KEEP === '1') {
    // The stack's .env, to run docker-compose on it by hand.
    const envFile = path.join(work, 'stack.env');
    writeFileSync(envFile, Object.entries(stacks[0]?.env ?? {}).map(([key, value]) => `${key}=${value}\n`).join(''));
    console.log(`\nkept: the stack (project ${PROJECT}, .env ${envFile}) and ${ownEngine ? `the engine (DOCKER_HOST=${engine?.env.DOCKER_HOST})` : 'the engine'}`);
    return;
  }
  for (const stack of stacks) await stack.compose(['down', '--volumes', '--remove-orphans'], { allowFail: true });
  await mirror?.close();
  if (ownEngine) await engine?.stop();
  rmSync(work, { recursive: true, force: true });
}

let ok = false;
const started = performance.now();
try {
  await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanUp().catch((error) => console.error('cleaning up:', error));
  figure('the whole test, cleaning up included', seconds(performance.now() - started));
  ok = summary();
}
process.exit(ok ? 0 : 1);
