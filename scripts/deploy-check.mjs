#!/usr/bin/env node
// `npm run test:deployment`: what CI can prove about the separate deployment without a Docker
// engine. This file orchestrates; the checks are small node:test files in scripts/deploy-check/
// (each runs alone too: `node --test scripts/deploy-check/compose.test.mjs`; those that need the
// composed site skip without it). In order:
//   static files    compose.test (docker-compose.yml through `docker-compose config`), composeCounty.test
//                   (docker-compose.county.yml on top of it),
//                   dockerfiles.test, nginxConfig.test (the templates rendered by the images' own
//                   entrypoint script pass `nginx -t`), nginxRefusals.test (bad environments),
//                   hostSnapshots.test (each school's snapshots by host, from nginx and `npm start`).
//   the site        builds what is missing, then runs the composition as the images run it
//                   (support/site.mjs): Debian's nginx serves the host (127.0.0.1:8080) and remotes
//                   (8081-8083) and proxies /api to TWO API processes (4101, 4102) on one fresh
//                   PostgreSQL database. The test files reach it through DEPLOY_CHECK_SITE.
//   two APIs        sharedSession.test: a session opened on one process is valid on the other; the
//                   sign-in, forms' and registration limits count the attempts on both.
//   snapshots       prerender.test: the renderer's pages served by the host's nginx (try_files).
//   browser         the Playwright smoke tests (e2e/deployment) through nginx.
//   nginx's /api    nginxApi.test (after the browser: it spends this address's sign-in failures).
//   the platform    two schools, then a third from the console, each on a loopback address of its
//                   own (support/platformHosts.mjs), in Chromium (e2e/deployment/platform.spec.ts,
//                   Playwright's `platform` project). Last of the steps that need one school on
//                   127.0.0.1: once a school exists, a host that names none is answered 404.
//   one API left    failover.test, API process 1 stopped.
//   no API left     apiDown.test, both stopped: 502 {"message"}.
// Everything it starts is stopped and the database dropped at the end, also on failure or Ctrl-C.
// Exit 0 only if all passed.
//
// `--static` runs the static files only. Environment: DEPLOY_CHECK_DATABASE_URL (else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test): the PostgreSQL server where the
// throw-away database and its role are created. DEPLOY_CHECK_REBUILD=1 rebuilds every section first.
// DEPLOY_CHECK_KEEP=1 keeps the temporary folders (logs, rendered configs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { ROOT, run, runInForeground, stopEverything, tail } from './deploy-check/support/commands.mjs';
import { dockerComposeInstalled } from './deploy-check/support/compose.mjs';
import { nginxWorkDir } from './deploy-check/support/nginx.mjs';
import { forwardToLoopback, PLATFORM_HOST, SCHOOL_HOSTS } from './deploy-check/support/platformHosts.mjs';
import { composedSite, ensureBuilds, SITE_PORTS } from './deploy-check/support/site.mjs';

const checks = path.join(ROOT, 'scripts', 'deploy-check');
const results = [];
const started = Date.now();
let site;
let interrupted = false;

/** Runs one step; a failure is reported and recorded, never thrown. */
async function step(label, work) {
  if (interrupted) return false;
  const begin = Date.now();
  console.log(`\n=== ${label}`);
  let ok = false;
  try {
    const detail = await work();
    ok = detail !== false;
    if (typeof detail === 'string') console.log(detail);
  } catch (error) {
    console.error(`FAIL ${label}: ${error.message}`);
  }
  results.push({ label, ok, seconds: ((Date.now() - begin) / 1000).toFixed(1) });
  return ok;
}

/** The node:test files, one at a time, with the spec reporter; true when all passed. */
async function testFiles(...names) {
  const files = names.map((name) => path.join(checks, `${name}.test.mjs`));
  const env = { DEPLOY_CHECK_SITE: site?.describe() ?? '', FORCE_COLOR: '0' };
  return (await runInForeground(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', ...files], { env })) === 0;
}

/** One project of playwright.deployment.config.ts: `smoke` or `platform`. */
async function playwright(project) {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'playwright');
  const status = await runInForeground(bin, ['test', '--config', path.join(ROOT, 'playwright.deployment.config.ts'), '--project', project], {
    env: { DEPLOY_CHECK_SITE: site.describe(), FORCE_COLOR: '0' },
  });
  return status === 0;
}

function ensureDockerCompose() {
  if (dockerComposeInstalled()) return;
  if (process.getuid?.() !== 0) {
    throw new Error("docker-compose is missing. Install Debian's package as root: apt-get update && apt-get install -y docker-compose");
  }
  console.log("docker-compose is missing: installing Debian's docker-compose package");
  const installed = run('apt-get', ['update']).status === 0 && run('apt-get', ['install', '-y', '-o', 'DPkg::Lock::Timeout=300', 'docker-compose']).status === 0;
  if (!installed) throw new Error('apt-get install -y docker-compose failed');
}

async function main() {
  await step('static: docker-compose.yml (alone and with the county file), Dockerfiles, nginx templates, refused environments, the serving rules and each school\'s snapshots (npm start and nginx)', async () => {
    ensureDockerCompose();
    return testFiles('compose', 'composeCounty', 'dockerfiles', 'nginxConfig', 'nginxRefusals', 'servingRules', 'hostSnapshots');
  });
  if (process.argv.includes('--static')) return;

  const work = nginxWorkDir('site');
  const live = [
    ['sections built (api, host, three remotes)', ensureBuilds],
    ['the composed site: two API processes on a fresh PostgreSQL database, nginx for each section', () => {
      site = composedSite(work.dir);
      return site.start();
    }],
    ['two API processes share sessions and limits (sign-in, forms, registrations)', () => testFiles('sharedSession')],
    ["pre-rendered pages through the host's nginx", () => testFiles('prerender')],
    ['Playwright smoke tests through nginx (e2e/deployment)', () => playwright('smoke')],
    ["nginx's /api: spoofed X-Forwarded-For, Expect: 100-continue, 413", () => testFiles('nginxApi')],
    ['a platform of schools on loopback hosts: names, colours, news, sessions per host, a school added in the console', async () => {
      const forwarding = await forwardToLoopback([PLATFORM_HOST, ...SCHOOL_HOSTS], SITE_PORTS.host);
      try {
        return await playwright('platform');
      } finally {
        await forwarding.close();
      }
    }],
    ['/api with API process 1 stopped', async () => {
      await site.stopApi(0);
      return testFiles('failover');
    }],
    ['/api with no API process left', async () => {
      await site.stopApi(1);
      return testFiles('apiDown');
    }],
  ];
  let failed = false;
  try {
    for (const [label, work] of live) {
      if (failed) results.push({ label, ok: false, skipped: true, seconds: '0.0' });
      else failed = !(await step(label, work));
    }
    if (failed && site) {
      for (const [name, file] of site.logs()) if (existsSync(file)) console.error(`\n--- last lines of ${name} (${file})\n${tail(file, 15)}`);
    }
  } finally {
    await site?.stop();
    work.remove();
  }
}

async function cleanup() {
  await stopEverything();
  await site?.stop();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping everything the check started`);
    cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  await main();
  exitCode = results.every((result) => result.ok) ? 0 : 1;
} catch (error) {
  console.error(`deploy check crashed: ${error.stack}`);
} finally {
  await stopEverything();
}
console.log('\n=== summary');
for (const { label, ok, skipped, seconds } of results) console.log(`${skipped ? 'skip' : ok ? 'ok  ' : 'FAIL'} ${label} (${seconds}s)`);
const failedCount = results.filter((result) => !result.ok).length;
console.log(`deploy check: ${results.length - failedCount} passed, ${failedCount} failed or skipped, ${((Date.now() - started) / 1000).toFixed(0)}s`);
process.exit(exitCode);
