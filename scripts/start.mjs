#!/usr/bin/env node
// `npm start`: the composed production site, as separately deployed sections would run.
// Builds what is missing (API, host, three remotes), starts the API (SQLite under ./data),
// serves each remote's build from its own port with CORS, and the host on http://localhost:3000
// with /remotes.json, the history fallback, /api proxied, caching and precompressed files.
// Ctrl-C stops everything. The end-to-end tests start the site through these same functions.
//
// Sections, ports and environment keys: the sections' layout (shared/federation/sections.js).
// Environment: PORT (host, 3000), REMOTE_PUBLIC_PORT/REMOTE_AUTH_PORT/REMOTE_ADMIN_PORT
// (3001-3003), API_PORT (4000), REMOTE_PUBLIC_URL/REMOTE_AUTH_URL/REMOTE_ADMIN_URL (where the
// browser finds each remote; default http://localhost:<its port>), DATABASE_URL, ADMIN_PASSWORD,
// COOKIE_SECURE (default false: this serves plain HTTP), REBUILD=1 (build everything again),
// PRERENDER_DIR (the public pages' snapshots, default ./data/prerender), PRERENDER=0 (do not
// render them: every page is served live, client-rendered), CHROMIUM_PATH (the renderer's browser,
// default /usr/bin/chromium-headless-shell: Debian's chromium-headless-shell, installed at start
// when missing and run as root),
// PUBLIC_SITE_URL (the site's public address for the API's absolute links; default
// http://localhost:<PORT>), PLATFORM_HOST (a county's platform: the API's, and the renderer draws
// each school's pages on its own host).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import layout from '../shared/federation/sections.js';
import sectionSecurity from '../shared/http/sectionSecurity.js';
import apiProcess from './apiProcess.cjs';
import { ensureDebianPackages, rendererBrowserPath } from './debianPackages.mjs';
import { startSectionServer } from './sectionServer.mjs';
import { startSitesWatcher } from './prerender/sitesWatch.mjs';

const { SECTIONS, portsFromEnv, remotesConfig } = layout;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, label) {
  console.log(`[build] ${label}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${label} failed (exit ${status})`);
}

/** What has no build yet (or everything, with force). */
export function missingBuilds({ force = false } = {}) {
  const missing = [];
  if (force || !existsSync(path.join(ROOT, 'api', 'dist', 'main.js'))) missing.push('api');
  for (const { section, folder } of SECTIONS) {
    // A host built before its build wrote the pre-rendered pages' loader has no CSP hash to give.
    const incomplete = section === 'host' && !existsSync(sectionSecurity.HOST_LOADER_FILE);
    if (force || incomplete || !existsSync(path.join(ROOT, folder, 'dist', 'index.html'))) missing.push(section);
  }
  return missing;
}

/** Builds what is missing (of `only`'s names, when given), one after another (webpack builds are CPU-bound). */
export function buildMissing({ force = false, only } = {}) {
  for (const name of missingBuilds({ force }).filter((missing) => !only || only.includes(missing))) {
    if (name === 'api') {
      run('npm', ['run', 'build', '-w', '@school/api'], 'api');
      continue;
    }
    const { folder } = layout.sectionNamed(name);
    run(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--config', path.join(folder, 'webpack.config.js'), '--mode', 'production'],
      folder,
    );
  }
}

/** Starts the API as its own process (node api/dist/main.js) and waits for /api/health. */
export async function startApi({ port, env = process.env, cwd = ROOT, quiet = false }) {
  return apiProcess.startApiProcess({
    script: path.join(ROOT, 'api', 'dist', 'main.js'),
    port,
    cwd,
    env: {
      ...env,
      NODE_ENV: env.NODE_ENV || 'production',
      // Plain HTTP on localhost: Secure cookies only when a TLS front says so.
      COOKIE_SECURE: env.COOKIE_SECURE || 'false',
    },
    output: quiet ? 'errors' : 'inherit',
  });
}

/**
 * Starts the API and the four section servers, and with `prerender` the renderer that keeps the
 * public pages' snapshots fresh (scripts/prerender). Returns handles to stop or restart one
 * section (the failure test does that) and to stop everything.
 */
export async function startSite({ ports = portsFromEnv(), env = process.env, cwd = ROOT, quiet = false, prerender = false } = {}) {
  const snapshotDir = path.resolve(cwd, env.PRERENDER_DIR || path.join('data', 'prerender'));
  const url = `http://localhost:${ports.host}`;
  // The API writes its absolute links (the RSS feed) on the site's address: this one, unless a public one is set.
  const api = await startApi({ port: ports.api, env: { ...env, PUBLIC_SITE_URL: env.PUBLIC_SITE_URL || url }, cwd, quiet });
  const servers = new Map();
  const remotes = remotesConfig(ports, env);
  // The host's page loads the remotes' code: its Content-Security-Policy names their origins.
  const remoteOrigins = [...new Set(remotes.remotes.map(({ entry }) => new URL(entry).origin))];

  const startSection = async (name) => {
    if (servers.has(name)) return servers.get(name);
    const { folder } = layout.sectionNamed(name);
    const isHost = name === 'host';
    const server = await startSectionServer({
      name,
      root: path.join(ROOT, folder, 'dist'),
      port: ports[name],
      cors: !isHost,
      scriptOrigins: isHost ? remoteOrigins : [],
      remotesJson: isHost ? () => remotes : undefined,
      apiUpstream: isHost ? api.url : undefined,
      snapshotDir: isHost ? snapshotDir : undefined,
    });
    servers.set(name, server);
    return server;
  };

  const stopSection = async (name) => {
    const server = servers.get(name);
    servers.delete(name);
    await server?.close();
  };

  try {
    for (const { section } of SECTIONS) await startSection(section);
  } catch (error) {
    for (const name of [...servers.keys()]) await stopSection(name);
    await api.stop();
    throw error;
  }

  const renderer = prerender
    ? startSitesWatcher({ siteUrl: url, dir: snapshotDir, platformHost: env.PLATFORM_HOST || undefined, log: quiet ? () => {} : (message) => console.log(`[prerender] ${message}`) })
    : null;

  return {
    url,
    ports,
    remotes,
    api,
    snapshotDir,
    startSection,
    stopSection,
    async stop() {
      // The API is stopped even when a server's close fails: it would outlive this process.
      try {
        await renderer?.stop();
        for (const name of [...servers.keys()]) await stopSection(name);
      } finally {
        await api.stop();
      }
    },
  };
}

/** The start banner's line about the pre-rendered pages. */
export function prerenderBanner({ prerender, snapshotDir, browser }) {
  if (!prerender) return '  pages         client-rendered (PRERENDER=0)';
  if (browser.missing.length > 0) {
    return `  pages         client-rendered until Chromium's headless shell is installed (not found at ${browser.path}); as root: ${browser.command}\n` +
      '                the renderer starts on its own once it is there';
  }
  return `  pages         pre-rendered into ${snapshotDir}, kept fresh`;
}

async function main() {
  buildMissing({ force: process.env.REBUILD === '1' });
  const prerender = process.env.PRERENDER !== '0';
  // The renderer's browser, as npm test gets it: installed when missing and this runs as root.
  const browser = prerender ? ensureDebianPackages(['chromium-headless-shell']) : { missing: [], command: '' };

  // Listening before anything starts: a Ctrl-C that came while the site was starting once killed
  // this process and left the API running.
  let stopping = false;
  let starting = null;
  const shutdown = async (reason, code) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: stopping the site…`);
    try {
      const site = await starting?.catch(() => null);
      await site?.stop();
    } catch (error) {
      console.error(`The site did not stop cleanly: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));

  starting = startSite({ prerender });
  const site = await starting;
  if (stopping) return;
  site.api.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`The API stopped unexpectedly (code ${code}).`);
      shutdown('API exit', 1);
    }
  });
  console.log(`\nThe school website is running at ${site.url}`);
  for (const { section, entry } of site.remotes.remotes) console.log(`  remote ${section.padEnd(6)} ${entry}`);
  console.log(`  api           ${site.api.url}/api (proxied at ${site.url}/api)`);
  console.log(prerenderBanner({ prerender, snapshotDir: site.snapshotDir, browser: { ...browser, path: rendererBrowserPath() } }));
  console.log('Press Ctrl-C to stop.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
