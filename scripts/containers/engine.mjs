// The Docker engine of the container test: Debian's docker.io, docker-compose and debootstrap
// (installed when missing, as scripts/test.mjs does for Chromium), and a dockerd of this run's
// own: its state, pid file and socket under the run's temporary folder, stopped by its pid; its
// images and build cache in a cache folder that outlives the run (engineCache below).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { aptInstall } from '../aptGet.mjs';

const PACKAGES = { 'docker.io': '/usr/sbin/dockerd', 'docker-compose': '/usr/bin/docker-compose', debootstrap: '/usr/sbin/debootstrap' };
/** Debian's client, of the engine's own version (another `docker` on the PATH may need plugins this engine lacks). */
export const DOCKER = existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker';

export function ensurePackages() {
  const missing = Object.entries(PACKAGES).filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`missing Debian packages: ${missing.join(', ')}. As root: apt-get update && apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing missing Debian packages: ${missing.join(', ')}`);
  if (!aptInstall(missing)) throw new Error(`could not install ${missing.join(', ')}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Past this, the cache is emptied at the start of a run (each changed source leaves layers behind). */
const CACHE_LIMIT_BYTES = 25e9;

/**
 * The engine's data folder (images, layers, build cache): CONTAINERS_CACHE, by default
 * ~/.cache/school-containers. A later run on this machine starts from its base images and layers
 * (a cached build); CI's fresh machine starts cold. Answers the folder.
 */
export function engineCache() {
  const dataRoot = path.join(process.env.CONTAINERS_CACHE || path.join(homedir(), '.cache', 'school-containers'), 'engine-data');
  const used = existsSync(dataRoot) ? Number(spawnSync('du', ['-sb', dataRoot], { encoding: 'utf8' }).stdout.split('\t')[0]) : 0;
  if (used > CACHE_LIMIT_BYTES) {
    console.log(`The engine's cache holds ${(used / 1e9).toFixed(1)} GB: emptied, this run builds cold`);
    rmSync(dataRoot, { recursive: true, force: true });
  }
  return dataRoot;
}

/** Starts dockerd with its state under `dir` and its data in `dataRoot`; answers { env (DOCKER_HOST for every docker command), stop() }. */
export async function startEngine(dir, dataRoot) {
  if (process.getuid?.() !== 0) throw new Error('the container test starts its own dockerd: run it as root');
  mkdirSync(dir, { recursive: true });
  const socket = path.join(dir, 'docker.sock');
  const pidfile = path.join(dir, 'dockerd.pid');
  const log = path.join(dir, 'dockerd.log');
  const daemon = spawn(
    '/usr/sbin/dockerd',
    ['--data-root', dataRoot, '--exec-root', path.join(dir, 'exec'), '--pidfile', pidfile, '-H', `unix://${socket}`],
    { detached: true, stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')] },
  );
  daemon.unref();
  const env = { DOCKER_HOST: `unix://${socket}` };
  const deadline = Date.now() + 60_000;
  while (spawnSync(DOCKER, ['info'], { env: { ...process.env, ...env }, stdio: 'ignore' }).status !== 0) {
    if (daemon.exitCode !== null || Date.now() > deadline) throw new Error(`dockerd did not start:\n${readFileSync(log, 'utf8').slice(-3000)}`);
    await sleep(500);
  }
  return {
    env,
    log,
    async stop() {
      if (daemon.exitCode !== null) return;
      process.kill(daemon.pid, 'SIGTERM');
      for (let waited = 0; daemon.exitCode === null && waited < 30_000; waited += 250) await sleep(250);
      if (daemon.exitCode === null) process.kill(daemon.pid, 'SIGKILL');
      // What dockerd leaves mounted under its folders (its network namespace, a layer), so they can be removed.
      const mounts = readFileSync('/proc/mounts', 'utf8').split('\n').map((line) => line.split(' ')[1] ?? '');
      for (const mount of mounts.filter((target) => [dir, dataRoot].some((root) => target.startsWith(`${root}/`))).reverse()) spawnSync('umount', ['-l', mount]);
    },
  };
}
