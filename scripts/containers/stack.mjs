// docker-compose.yml as a school runs it, under this test's own project name and loopback ports:
// the host's nginx on 127.0.0.1:8380, the remotes on 8381-8383 (the sections' layout order).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import layout from '../../shared/federation/sections.js';
import { docker, dockerOut, ROOT, run } from './docker.mjs';

export const PROJECT = 'schoolcontainers';
/** The fresh stack a backup is restored into. */
export const RESTORED_PROJECT = `${PROJECT}restored`;
const PORT_BASE = 8380;
export const SITE = `http://127.0.0.1:${PORT_BASE}`;
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
/** A county's composition: docker-compose.county.yml on top of the school's (deploy/county.md). */
export const COUNTY_FILES = [COMPOSE_FILE, path.join(ROOT, 'docker-compose.county.yml')];

/** The .env a school would write (deploy/env.example), with fresh secrets. */
export function schoolEnv() {
  const env = {
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: `Admin-${randomBytes(9).toString('hex')}`,
    HOST_PORT: `127.0.0.1:${PORT_BASE}`,
    PUBLIC_SITE_URL: `http://localhost:${PORT_BASE}`,
  };
  layout.REMOTES.forEach(({ portKey, urlKey }, index) => {
    env[portKey] = `127.0.0.1:${PORT_BASE + 1 + index}`;
    env[urlKey] = `http://localhost:${PORT_BASE + 1 + index}`;
  });
  return env;
}

/** One compose project of `files`: `compose(args)` runs docker-compose on it; throws unless { allowFail }. */
export function composeProject(env, project = PROJECT, files = [COMPOSE_FILE]) {
  const compose = async (args, options = {}) => {
    const result = await run('docker-compose', [...files.flatMap((file) => ['-f', file]), '-p', project, ...args], { env: { ...env, ...options.env }, label: options.label });
    if (result.status !== 0 && !options.allowFail) throw new Error(`docker-compose ${args.join(' ')} failed:\n${result.output.slice(-4000)}`);
    return result;
  };
  const container = async (service) => dockerOut(['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`, '--filter', `label=com.docker.compose.service=${service}`]);
  return {
    project,
    env,
    compose,
    /** The container id of a service. */
    container,
    /** Runs a command in a service's container; answers its output. */
    async exec(service, command, { allowFail = false } = {}) {
      const result = await docker(['exec', await container(service), ...command], { allowFail });
      return result.output;
    },
    /** Each service's memory now and its limit (docker stats): "api-1 90MiB / 512MiB, …". */
    async memory(services) {
      const ids = await Promise.all(services.map((service) => container(service)));
      const lines = (await dockerOut(['stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}}', ...ids])).split('\n');
      return lines.map((line) => line.replace(`${project}_`, '').replace(/_1 /, ' ')).join(', ');
    },
    /** docker inspect of a service's container, formatted. */
    async inspect(service, format) {
      return dockerOut(['inspect', '-f', format, await container(service)]);
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `probe()` answers a truthy value; throws `what` after `ms`. */
export async function waitFor(what, probe, ms = 60_000, every = 500) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s${last ? ` (${last.message})` : ''}`);
    await sleep(every);
  }
}
