// The project's own images, built from deploy/docker/*.Dockerfile as `docker-compose build` would
// (the repository root as context), each timed and sized: first the `deps` stage the Node images
// share (so no two builds install it at once), then the Node builds two at a time on this 2-core
// machine, and beside them the images that mostly download Debian packages.
import { createHash } from 'node:crypto';
import { docker, dockerOut, ROOT } from './docker.mjs';

/** compose service → Dockerfile; the image is school/<name>:<tag>, as docker-compose.yml names it. */
export const IMAGES = ['postgres', 'api', 'host', 'remote-public', 'remote-auth', 'remote-admin', 'prerender'];
/** A county's composition adds its S3 store (docker-compose.county.yml). */
export const COUNTY_IMAGES = [...IMAGES, 's3'];
const NEEDS_NPM = new Set(COUNTY_IMAGES.filter((name) => name !== 'postgres'));

export const imageName = (name, tag = 'latest') => `school/${name}:${tag}`;

/**
 * Builds one image; `context` defaults to the repository. With `registry` (npmMirror.mjs, on this
 * machine's loopback) the build runs on the host's network to reach it. Answers { name, ms }.
 */
export async function buildImage(name, { tag = 'latest', context = ROOT, label = name, registry } = {}) {
  const args = ['build', '-f', `${context}/deploy/docker/${name}.Dockerfile`, '-t', imageName(name, tag)];
  if (registry && NEEDS_NPM.has(name)) args.push('--network', 'host', '--build-arg', `NPM_REGISTRY=${registry}`);
  const result = await docker([...args, context], { label });
  return { name, ms: result.ms };
}

/** Mostly apt-get downloads (Chromium, PostgreSQL): little CPU. */
const DOWNLOADING = ['prerender', 'postgres'];

/** The `deps` stage every Node image starts from, word for word (dockerfiles.test.mjs). */
async function buildSharedDeps(registry) {
  const args = ['build', '-f', `${ROOT}/deploy/docker/api.Dockerfile`, '--target', 'deps', '-t', 'school/deps:build'];
  if (registry) args.push('--network', 'host', '--build-arg', `NPM_REGISTRY=${registry}`);
  const result = await docker([...args, ROOT], { label: 'deps' });
  return { name: 'deps', ms: result.ms };
}

/** Builds the images (default IMAGES): the downloading ones in a lane of their own, the rest two at a time after their shared deps; answers each one's time. */
export async function buildImages(registry, names = IMAGES) {
  const times = [];
  const lane = async (queue) => {
    for (let name = queue.shift(); name; name = queue.shift()) times.push(await buildImage(name, { registry }));
  };
  const compiling = names.filter((name) => !DOWNLOADING.includes(name));
  const node = async () => {
    times.push(await buildSharedDeps(registry));
    await Promise.all([lane(compiling), lane(compiling)]);
  };
  await Promise.all([lane([...DOWNLOADING]), node()]);
  return times;
}

/** Each image's size in MB and id. */
export async function imageFacts(names = IMAGES, tag = 'latest') {
  const facts = {};
  for (const name of names) {
    const [size, id] = (await dockerOut(['image', 'inspect', '-f', '{{.Size}} {{.Id}}', imageName(name, tag)])).split(' ');
    facts[name] = { mb: Number(size) / 1e6, id };
  }
  return facts;
}

export const digest = (buffer) => createHash('sha256').update(buffer).digest('hex');
