// The county bench's platform: a throw-away PostgreSQL database owned by a plain role (the API
// refuses a platform through a superuser or a BYPASSRLS role), the API built and run as three
// replicas (real processes) sharing that database and one media folder, and in front of them the
// host's own nginx configuration (deploy/nginx, rendered as the deployment check renders it): the
// one entry point every request goes through, balancing the replicas as in production, serving
// the host's build and each school's snapshots, beside the remotes' nginx.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import yaml from 'js-yaml';
import layout from '../../../shared/federation/sections.js';
import apiProcess from '../../apiProcess.cjs';
import { killOnExit, openLog, run, stopInBackground, tail } from '../../deploy-check/support/commands.mjs';
import { composeBytes, countyComposeConfig, countyFile, dockerComposeInstalled } from '../../deploy-check/support/compose.mjs';
import { createDatabase } from '../../deploy-check/support/database.mjs';
import { apiCacheDir, nginxWorkDir } from '../../deploy-check/support/nginx.mjs';
import { sectionNginxName, startSectionsNginx } from '../../deploy-check/support/site.mjs';
import { buildMissing, ROOT } from '../../start.mjs';
import { runCgroup, stopThenRemove } from './memoryCgroup.mjs';

export const PLATFORM_HOST = 'platforma.judet.test';
export const REPLICAS = 3;
const REMOTE_PUBLIC = 'remote-public';
const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the composition gives each replica (docker-compose.county.yml): { nodeOptions, memoryLimit (bytes) }. */
function composedReplica() {
  const replica = yaml.load(readFileSync(countyFile, 'utf8'))['x-county-api'];
  return { nodeOptions: replica.environment.NODE_OPTIONS, memoryLimit: composeBytes(replica.mem_limit) };
}

/**
 * A render worker's mem_limit in the county composition, in bytes: docker-compose resolves the
 * template it extends. null without docker-compose (the workers then run without a limit).
 */
function composedRendererLimit() {
  if (!dockerComposeInstalled()) return null;
  const { config, output } = countyComposeConfig();
  if (!config) throw new Error(`docker-compose config refused the county composition:\n${output}`);
  return composeBytes(config.services['renderer-1'].mem_limit);
}

/**
 * The API and the seeder beside it (api/dist/countySeed.js), from the sources as they are now
 * (esbuild takes seconds); and the host's and remotes' builds if missing (nginx serves them to the
 * renderers; its policy names the host loader's hash).
 */
function buildApi() {
  buildMissing({ only: layout.SECTIONS.map(({ section }) => section) });
  const built = run('npm', ['run', 'build', '-w', '@school/api', '--', 'src/bench/countySeed.ts']);
  if (built.status !== 0) throw new Error(`the API's build failed:\n${built.output}`);
  return path.join(ROOT, 'api', 'dist', 'countySeed.js');
}

/** The PLATFORM_ADMIN, made as an operator makes one (`npm run admin -- --platform`, the built CLI). */
function createOperator(databaseUrl) {
  const operator = { username: 'operator', password: randomBytes(18).toString('base64url') };
  const made = run(process.execPath, [path.join(ROOT, 'api', 'dist', 'admin.js'), '--username', operator.username, '--platform'], {
    env: { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: operator.password },
  });
  if (made.status !== 0) throw new Error(`the admin CLI could not make the PLATFORM_ADMIN:\n${made.output}`);
  return operator;
}

/**
 * Replica `index`, in a memory cgroup of the composition's limit where one can be made (else Node
 * sizes its heap by this machine's memory and keeps garbage longer: a peak no replica has).
 * Answers { pid, url, logFile, limited, stop() (its cgroup removed after it) }.
 */
async function startReplica(dir, env, memoryLimit, index) {
  const cwd = path.join(dir, `api-${index}`);
  mkdirSync(cwd, { recursive: true });
  const logFile = path.join(dir, `api-${index}.log`);
  const cgroup = runCgroup(dir, `api-${index}`, memoryLimit);
  const api = await apiProcess
    .startApiProcess({ script: path.join(ROOT, 'api', 'dist', 'main.js'), cwd, env, output: openLog(logFile), cgroupProcs: cgroup?.procs })
    .catch(async (error) => {
      await cgroup?.remove();
      throw new Error(`API replica ${index}: ${error.message}. Its log:\n${tail(logFile)}`);
    });
  killOnExit(api.child);
  return Object.assign(api, { pid: api.child.pid, logFile, limited: cgroup !== null, stop: stopThenRemove(api.stop, cgroup) });
}

/** The composition's replicas, one after another: if one cannot start, none is left running. */
async function startReplicas(dir, env, memoryLimit) {
  const replicas = [];
  try {
    for (let index = 1; index <= REPLICAS; index += 1) replicas.push(await startReplica(dir, env, memoryLimit, index));
  } catch (error) {
    // The caller never gets those started already to stop: they go here, with their cgroups.
    for (const replica of replicas) await replica.stop();
    throw error;
  }
  return replicas;
}

/**
 * The host's and the remotes' nginx as the deployment check runs them (support/site.mjs), on free
 * ports: the host's build and the remotes' (a renderer needs them all), /api balanced over the
 * replicas, each school's snapshots from <dir>/prerender/hosts. remote-public is served from a copy
 * of its build (<dir>/remote-public), which the render rows change to redeploy it.
 */
async function startNginx(dir, replicas) {
  const ports = Object.fromEntries(await Promise.all(layout.SECTIONS.map(async ({ section }) => [section, await apiProcess.freePort()])));
  const remotePublicDir = path.join(dir, REMOTE_PUBLIC);
  cpSync(path.join(ROOT, REMOTE_PUBLIC, 'dist'), remotePublicDir, { recursive: true });
  const prerenderDir = path.join(dir, 'prerender');
  const entries = await startSectionsNginx(dir, {
    ports,
    apiUpstreams: replicas.map((replica) => `127.0.0.1:${replica.port}`),
    prerender: { PRERENDER_PAGES: path.join(prerenderDir, 'pages'), PRERENDER_HOSTS: path.join(prerenderDir, 'hosts') },
    staticRoots: { [REMOTE_PUBLIC]: remotePublicDir },
  });
  const url = `http://127.0.0.1:${ports.host}`;
  const health = await fetch(`${url}/api/health`).catch((error) => ({ ok: false, status: error.message }));
  if (!health.ok) {
    for (const entry of entries) await stopInBackground(entry);
    throw new Error(`GET ${url}/api/health through nginx answered ${health.status}`);
  }
  const answerCache = apiCacheDir(path.join(dir, sectionNginxName(layout.SECTIONS.find(({ section }) => section === 'host').folder)));
  // nginx takes an answer whose file is gone for one it never kept: the next visitor's is a miss.
  const emptyAnswerCache = () => {
    for (const entry of readdirSync(answerCache)) rmSync(path.join(answerCache, entry), { recursive: true, force: true });
  };
  return { url, prerenderDir, remotePublicDir, remotePublicUrl: `http://127.0.0.1:${ports.public}`, emptyAnswerCache, stop: () => Promise.all(entries.map((entry) => stopInBackground(entry))) };
}

/**
 * Starts the platform; answers { url (nginx), replicas [{ pid, url }], replicaMemoryLimit (the
 * composition's, in bytes, which every replica runs under; null where no cgroup could be made),
 * rendererMemoryLimit (a render worker's in the composition, for its cgroup; null if unknown),
 * env (the replicas': its database and media), seedScript, operator { username, password }, dir
 * (a work folder), prerenderDir (the renderers' PRERENDER_DIR), remotePublicDir (remote-public's
 * served build) and remotePublicUrl (where it is served), emptyAnswerCache() (every API answer
 * nginx shares dropped), stop() }.
 * Everything it made goes at stop().
 */
export async function startCountyPlatform({ log }) {
  const work = nginxWorkDir('county-bench');
  const stops = [() => work.remove()];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        log(`stopping: ${error.message}`);
      }
    }
  };
  try {
    const seedScript = buildApi();
    const database = await createDatabase({ server: POSTGRES_SERVER, prefix: 'school_county_bench', setting: 'BENCH_POSTGRES_URL' });
    stops.push(() => database.drop());
    log(`database ${database.name}`);
    const operator = createOperator(database.url);
    const composed = composedReplica();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      MEDIA_DIR: path.join(work.dir, 'media'),
      MEDIA_STORAGE: 'filesystem',
      // One secret for all: a session made on one replica is read on another.
      SESSION_SECRET: randomBytes(24).toString('base64url'),
      COOKIE_SECURE: 'false',
      TRUST_PROXY: '127.0.0.1',
      PLATFORM_HOST,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, composed.nodeOptions].filter(Boolean).join(' '),
    };
    const replicas = await startReplicas(work.dir, env, composed.memoryLimit);
    stops.push(...replicas.map((replica) => () => replica.stop()));
    const replicaMemoryLimit = replicas.every((replica) => replica.limited) ? composed.memoryLimit : null;
    log(`API replicas: pids ${replicas.map((replica) => replica.pid).join(', ')}, ${replicaMemoryLimit ? 'each in a memory cgroup' : 'NOT in a memory cgroup (none can be made here)'}`);
    const nginx = await startNginx(work.dir, replicas);
    stops.push(nginx.stop);
    log(`nginx ${nginx.url} → ${replicas.map((replica) => replica.url).join(', ')}`);
    return { url: nginx.url, replicas, replicaMemoryLimit, rendererMemoryLimit: composedRendererLimit(), env, seedScript, operator, dir: work.dir, prerenderDir: nginx.prerenderDir, remotePublicDir: nginx.remotePublicDir, remotePublicUrl: nginx.remotePublicUrl, emptyAnswerCache: nginx.emptyAnswerCache, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
