// The composed site as the images run it, on this machine: Debian's nginx with the images'
// templates and entrypoint script serves the built host and remotes (the sections' layout moved to
// 8080-8083) and proxies /api to two API processes (4101, 4102) on one fresh PostgreSQL database,
// with a platform host and its PLATFORM_ADMIN (support/platformHosts.mjs) but no school yet.
// The test files reach it through DEPLOY_CHECK_SITE (support/liveSite.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import layout from '../../../shared/federation/sections.js';
import apiProcess from '../../apiProcess.cjs';
import { killOnExit, openLog, ROOT, runInForeground, startInBackground, stopInBackground, tail } from './commands.mjs';
import { createDatabase } from './database.mjs';
import { mainConfig, NGINX, nginxRunArgs, nginxTest, render } from './nginx.mjs';
import { OPERATOR_USERNAME, PLATFORM_HOST } from './platformHosts.mjs';

export const SITE_PORTS = layout.portsFrom(8080);
export const API_PORTS = [4101, 4102];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Builds what has no build yet (everything with DEPLOY_CHECK_REBUILD=1); answers what it built. */
export async function ensureBuilds() {
  const rebuild = process.env.DEPLOY_CHECK_REBUILD === '1';
  const markers = { api: 'api/dist/main.js', ...Object.fromEntries(layout.SECTIONS.map(({ folder }) => [folder, `${folder}/dist/index.html`])) };
  const built = [];
  for (const [ws, marker] of Object.entries(markers)) {
    if (!rebuild && existsSync(path.join(ROOT, marker))) continue;
    console.log(`building ${ws} (npm run build -w @school/${ws})`);
    const status = await runInForeground('npm', ['run', 'build', '--workspace', `@school/${ws}`]);
    if (status !== 0 || !existsSync(path.join(ROOT, marker))) throw new Error(`npm run build -w @school/${ws} did not produce ${marker}`);
    built.push(ws);
  }
  for (const { folder } of layout.SECTIONS) {
    if (!readdirSync(path.join(ROOT, folder, 'dist')).some((file) => file.endsWith('.gz'))) throw new Error(`${folder}/dist has no precompressed .gz files`);
  }
  return built.length ? `built ${built.join(', ')}` : 'all sections already built';
}

/**
 * The site, its files in `workDir` (logs, rendered configs): start() starts everything, stop()
 * undoes what was started, also half-way (once; later calls wait for the same stop).
 */
export function composedSite(workDir) {
  const adminPassword = `Check-${randomBytes(12).toString('base64url')}`;
  const operatorPassword = `Operator-${randomBytes(12).toString('base64url')}`;
  const sessionSecret = randomBytes(32).toString('hex');
  const apis = [];
  const stoppedApis = [];
  const nginx = [];
  let database;

  const site = {
    url: `http://127.0.0.1:${SITE_PORTS.host}`,
    adminPassword,
    /** Each remote's address as the host's remotes.json gives it, by folder. */
    remotes: Object.fromEntries(layout.REMOTES.map(({ folder, section }) => [folder, `http://127.0.0.1:${SITE_PORTS[section]}`])),
    apis: API_PORTS.map((port) => `http://127.0.0.1:${port}`),
    /** The renderer's folder; the host's nginx serves its pages/ (PRERENDER_PAGES, a volume in docker-compose). */
    prerenderDir: path.join(workDir, 'prerender'),
    /** Stops API process `index` (0 or 1); the site keeps running on the other. */
    async stopApi(index) {
      await apis[index].stop();
      stoppedApis.push(site.apis[index]);
    },
    /** What the test files need to reach it (the DEPLOY_CHECK_SITE variable). */
    describe: () =>
      JSON.stringify({
        url: site.url,
        adminPassword,
        remotes: site.remotes,
        apis: site.apis,
        stoppedApis,
        prerenderDir: site.prerenderDir,
        platform: { host: PLATFORM_HOST, operator: { username: OPERATOR_USERNAME, password: operatorPassword } },
      }),
    logs: () => [...apis.map((api, i) => [`api-${i + 1}`, api.logFile]), ...nginx.map((entry) => [entry.name, entry.logFile])],
    start: () => start(),
    stop() {
      stopping ??= (async () => {
        for (const entry of nginx) await stopInBackground(entry);
        for (const api of apis) await api.stop();
        await database?.drop().then(
          () => console.log(`dropped database ${database.name}`),
          (error) => console.error(`could not drop database ${database.name}: ${error.message}`),
        );
      })();
      return stopping;
    },
  };
  let stopping;

  async function start() {
    const ports = [...API_PORTS, ...layout.SECTIONS.map(({ section }) => SITE_PORTS[section])];
    const busy = [];
    for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
    if (busy.length) throw new Error(`port ${busy.join(', ')} in use on 127.0.0.1; stop what listens there and run again`);
    database = await createDatabase();
    console.log(`created database ${database.name}`);
    for (const [index, port] of API_PORTS.entries()) {
      const cwd = path.join(workDir, `api-${index + 1}`);
      mkdirSync(cwd, { recursive: true });
      const logFile = path.join(workDir, `api-${index + 1}.log`);
      // The environment of the api-1/api-2 services in docker-compose.yml, with local addresses.
      const api = await apiProcess.startApiProcess({
        script: path.join(ROOT, 'api', 'dist', 'main.js'),
        port,
        cwd,
        output: openLog(logFile),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          SESSION_SECRET: sessionSecret,
          ADMIN_PASSWORD: adminPassword,
          COOKIE_SECURE: 'true',
          // The host's nginx: here on 127.0.0.1, in docker-compose.yml at its fixed address.
          TRUST_PROXY: '127.0.0.1',
          // One media directory for both, as the compose file's shared `media` volume.
          MEDIA_DIR: path.join(workDir, 'media'),
          // A county's platform too (support/platformHosts.mjs); invitation links on the host's port.
          PLATFORM_HOST,
          PUBLIC_SITE_URL: site.url,
        },
      }).catch((error) => {
        throw new Error(`API process ${index + 1} on :${port}: ${error.message}. Its log:\n${tail(logFile)}`);
      });
      killOnExit(api.child);
      apis.push(Object.assign(api, { logFile }));
      console.log(`API process ${index + 1}: pid ${api.child.pid}, /api/health 200 on :${port}`);
    }
    await createOperator(database.url, operatorPassword);
    nginx.push(
      ...(await startSectionsNginx(workDir, {
        ports: SITE_PORTS,
        apiUpstreams: API_PORTS.map((port) => `127.0.0.1:${port}`),
        prerender: { PRERENDER_PAGES: path.join(site.prerenderDir, 'pages') },
      })),
    );
    const health = await fetch(`${site.url}/api/health`);
    if (!health.ok) throw new Error(`GET ${site.url}/api/health through nginx answered ${health.status}`);
    return `nginx: host :${SITE_PORTS.host}, remotes :${layout.REMOTES.map(({ section }) => SITE_PORTS[section]).join(', :')}, /api -> :${API_PORTS.join(', :')}`;
  }

  return site;
}

/** The platform's PLATFORM_ADMIN, made as an operator makes one (`npm run admin -- --platform`, the built CLI). */
async function createOperator(databaseUrl, password) {
  const status = await runInForeground(process.execPath, [path.join(ROOT, 'api', 'dist', 'admin.js'), '--username', OPERATOR_USERNAME, '--platform'], {
    env: { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password },
  });
  if (status !== 0) throw new Error(`the admin CLI could not make the PLATFORM_ADMIN (exit ${status})`);
}

/** The folder, under its work folder, that startSectionsNginx renders a section's nginx into. */
export const sectionNginxName = (folder) => `nginx-${folder}`;

/**
 * The host's and the remotes' nginx as the images run them, on 127.0.0.1 at `ports` (by section):
 * each serves its build (`staticRoots[folder]` in place of <folder>/dist), the host /api over
 * `apiUpstreams` and the snapshots `prerender` names (PRERENDER_PAGES, PRERENDER_HOSTS). Answers
 * their background entries once each answers; on a failure stops those it started.
 */
export async function startSectionsNginx(workDir, { ports, apiUpstreams, prerender, staticRoots = {} }) {
  const remotes = Object.fromEntries(layout.REMOTES.map(({ section, urlKey }) => [urlKey, `http://127.0.0.1:${ports[section]}`]));
  const entries = [];
  try {
    for (const { section, folder } of layout.SECTIONS) {
      const values = {
        NGINX_LISTEN: `127.0.0.1:${ports[section]}`,
        STATIC_ROOT: staticRoots[folder] ?? path.join(ROOT, folder, 'dist'),
        ...(section === 'host' ? { ...remotes, API_UPSTREAMS: apiUpstreams.join(' '), ...prerender } : { CORS_ALLOW_ORIGIN: '*' }),
      };
      const rendered = render(workDir, sectionNginxName(folder), section === 'host' ? 'host' : 'remote', values);
      if (rendered.status !== 0) throw new Error(`render-config.sh failed for ${folder}:\n${rendered.output}`);
      const file = mainConfig(rendered.dir, rendered.conf);
      const tested = nginxTest(rendered.dir, file);
      if (tested.status !== 0) throw new Error(`nginx -t refused ${folder}:\n${tested.output}`);
      entries.push(startInBackground(sectionNginxName(folder), NGINX, nginxRunArgs(rendered.dir, file), { logFile: path.join(rendered.dir, 'error.log') }));
    }
    for (const [index, entry] of entries.entries()) await waitForNginx(entry, ports[layout.SECTIONS[index].section]);
    return entries;
  } catch (error) {
    for (const entry of entries) await stopInBackground(entry);
    throw error;
  }
}

async function waitForNginx(entry, port) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (entry.exited) throw new Error(`${entry.name} exited (${entry.code}). Its log:\n${tail(entry.logFile)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/index.html`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${entry.name} did not answer on :${port} within 15 s. Its log:\n${tail(entry.logFile)}`);
}
