#!/usr/bin/env node
// `npm test`: every check, on a fresh machine. Installs Chromium when it is missing (as root),
// checks PostgreSQL when TEST_DATABASE_URL asks for it, then runs lint, types, unit and API
// tests (SQLite, and PostgreSQL when asked), builds the production bundles, runs the scripts' own
// node:test files (scripts/prerender, aptGet, the bench's memory cgroup, deploy/s3) and the
// end-to-end tests against the composed site, and the deployment check (nginx, PostgreSQL).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { ensureDebianPackages, PACKAGES } from './debianPackages.mjs';

const SQLITE_FILE_TESTS = '/faults/(crashSafety|overload|backup|mediaCrash)\\.test\\.ts$';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const results = [];

// A step that hangs fails on its own, named, instead of eating CI's whole time (one did, waiting
// on a process a test had left): each gets several times what it takes on a 2-core machine.
function run(label, command, args, env = {}, limitMinutes = 30) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, timeout: limitMinutes * 60_000 });
  if (error?.code === 'ETIMEDOUT') console.error(`\n${label}: still running after ${limitMinutes} minutes; stopped`);
  results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
}

function fail(message) {
  console.error(`\nnpm test cannot run: ${message}`);
  process.exit(1);
}

async function canConnect(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensurePostgres(url) {
  if (await canConnect(url)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/pg_ctlcluster')) {
    console.log('PostgreSQL does not answer: starting the local cluster.');
    spawnSync('sh', ['-c', 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -n 1) main start'], {
      stdio: 'inherit',
    });
    if (await canConnect(url)) return;
  }
  fail(`PostgreSQL does not answer at ${url.replace(/\/\/[^@]*@/, '//***@')}. The PostgreSQL API tests and the ` +
    'deployment check need a server there (trust or password in the URL): start one, or set TEST_DATABASE_URL to one that runs.');
}

// The browsers (Chromium for the end-to-end tests, its headless shell for the renderer), and nginx
// and docker-compose for the deployment check.
const packages = ensureDebianPackages(Object.keys(PACKAGES()));
if (packages.missing.length > 0) fail(`missing Debian packages: ${packages.missing.join(', ')}. Install them as root: ${packages.command}`);
const postgresUrl = process.env.TEST_DATABASE_URL;
await ensurePostgres(postgresUrl || DEFAULT_POSTGRES_URL);

const steps = [
  () => run('lint', 'npm', ['run', 'lint']),
  () => run('typecheck', 'npm', ['run', 'typecheck']),
  // Jest's default leaves a core to its own process, which only waits: every core runs tests.
  () => run('unit and API tests (SQLite)', 'npx', ['jest', '--maxWorkers=100%'], { TEST_DATABASE_URL: '' }),
  // Crash, overload and backup tests start their own API on an SQLite file: the SQLite pass ran them.
  () => !postgresUrl || run('API tests (PostgreSQL)', 'npx', ['jest', '--maxWorkers=100%', '--selectProjects', 'api', '--testPathIgnorePatterns', SQLITE_FILE_TESTS]),
  () => run('production build', 'npm', ['run', 'build']),
  // npm start's own test starts the built site.
  () => run("the scripts' own tests (node:test)", process.execPath, ['--test', 'scripts/prerender/', 'scripts/aptGet.test.mjs', 'scripts/bench/county/memoryCgroup.test.mjs', 'scripts/bench/county/pacedReads.test.mjs', 'deploy/s3/'], {}, 12),
  () => run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']),
  () => run('deployment: compose, nginx and two API processes on PostgreSQL', 'npm', ['run', 'test:deployment']),
];
// Stop at the first failing step: later ones build on earlier ones.
for (const step of steps) if (!step()) break;

console.log('\n=== summary');
for (const { label, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds}s)`);
const failed = results.filter((step) => !step.ok).length;
console.log(`test steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
