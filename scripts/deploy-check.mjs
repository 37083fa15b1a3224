#!/usr/bin/env node
// `npm run test:deployment`: what CI can prove about the separate deployment without a Docker
// engine.
//   1. docker-compose.yml is valid for Debian's docker-compose (`config -q`), and every
//      Dockerfile copies files that exist and installs only its own workspace and what it uses.
//   2. Each nginx template, rendered by the images' own entrypoint script, passes `nginx -t`;
//      bad environment values are refused at container start.
//   3. The composed site runs as the images run it: Debian's nginx with the same templates and
//      entrypoint script serves the built host (127.0.0.1:8080) and remotes (8081-8083) and
//      proxies /api to TWO API processes (4101, 4102) on one fresh PostgreSQL database. A
//      session opened on one process is valid on the other, the Playwright smoke tests
//      (e2e/deployment) pass through nginx, nginx's /api overwrites X-Forwarded-For, handles
//      Expect and refuses oversized bodies (deploy-check/nginxApi.mjs), /api keeps answering when
//      one replica stops and answers 502 {"message"} when none is left.
// Everything it starts is stopped at the end, also on failure or Ctrl-C. Exit 0 only if all
// passed.
//
// Environment: DEPLOY_CHECK_DATABASE_URL (else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test): the PostgreSQL server where a throw-away database is
// created and dropped. DEPLOY_CHECK_REBUILD=1 rebuilds every section first (default: builds only
// the missing ones). `--static` runs steps 1 and 2 only. DEPLOY_CHECK_KEEP=1 keeps the temporary folder (logs, rendered configs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { CheckError, failCheck } from './deploy-check/checkError.mjs';
import { checkApiDown, checkApiFront } from './deploy-check/nginxApi.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginxDir = path.join(root, 'deploy', 'nginx');
const renderScript = path.join(nginxDir, 'render-config.sh');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** The Node LTS of the production images. */
const PRODUCTION_NODE_MAJOR = 24;
const HOST_PORT = 8080;
const API_PORTS = [4101, 4102];
const SECTIONS = [
  { ws: 'host', kind: 'host', port: HOST_PORT },
  { ws: 'remote-public', kind: 'remote', port: 8081, env: 'REMOTE_PUBLIC_URL' },
  { ws: 'remote-auth', kind: 'remote', port: 8082, env: 'REMOTE_AUTH_URL' },
  { ws: 'remote-admin', kind: 'remote', port: 8083, env: 'REMOTE_ADMIN_URL' },
];
const BUILT = {
  api: 'api/dist/main.js',
  host: 'host/dist/index.html',
  'remote-public': 'remote-public/dist/mf-manifest.json',
  'remote-auth': 'remote-auth/dist/mf-manifest.json',
  'remote-admin': 'remote-admin/dist/mf-manifest.json',
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-deploy-check-'));
chmodSync(tmp, 0o755); // nginx workers (user nobody when run as root) read remotes.json here
const children = [];
const foreground = new Set();
const results = [];
let database = null; // { admin: pg connection string of the server, name }
const started = Date.now();

// ---------------------------------------------------------------------------------------------
// Steps and reporting


async function step(label, fn) {
  if (interrupted) return false;
  const begin = Date.now();
  console.log(`\n=== ${label}`);
  try {
    const detail = await fn();
    const seconds = ((Date.now() - begin) / 1000).toFixed(1);
    results.push({ label, ok: true, seconds });
    console.log(`ok   ${label} (${seconds}s)${detail ? `: ${detail}` : ''}`);
    return true;
  } catch (error) {
    const seconds = ((Date.now() - begin) / 1000).toFixed(1);
    results.push({ label, ok: false, seconds });
    console.error(`FAIL ${label} (${seconds}s)\n     ${error instanceof CheckError ? error.message : error.stack}`);
    return false;
  }
}

function skip(label, why) {
  results.push({ label, ok: false, skipped: true, seconds: '0.0' });
  console.log(`\n=== ${label}\nskip ${label}: ${why}`);
}

/** Runs a command to completion; resolves { status, output }. */
function run(command, args, { env = {}, cwd = root, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { status: -1, output: String(result.error.message) };
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Runs a long command (build, Playwright) without blocking the event loop, so Ctrl-C still
 * reaches our cleanup; its output goes to ours. Resolves its exit status. */
function runAsync(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    const entry = { name: path.basename(command), child, logFile: '', exited: false, code: null, foreground: true };
    foreground.add(entry);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      entry.exited = true;
      foreground.delete(entry);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file, lines = 30) {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Background processes: own process group each, so nginx's workers go with their master.

function startProcess(name, command, args, { env = {}, cwd = root } = {}) {
  if (interrupted) failCheck('interrupted');
  const logFile = path.join(tmp, `${name}.log`);
  const log = openLog(logFile);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const entry = { name, child, logFile, exited: false, code: null };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    entry.code = code ?? signal;
  });
  children.push(entry);
  return entry;
}

function openLog(file) {
  writeFileSync(file, '');
  return openSync(file, 'a');
}

function killGroup(entry, signal) {
  if (entry.exited) return;
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopProcess(entry, timeoutMs = 5000) {
  if (entry.exited) return;
  killGroup(entry, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (!entry.exited && Date.now() < deadline) await sleep(50);
  if (!entry.exited) {
    killGroup(entry, 'SIGKILL');
    while (!entry.exited && Date.now() < deadline + 2000) await sleep(50);
  }
}

let cleaning = null;
let interrupted = false;
/** Stops everything and drops the database, once; every caller waits for the same run. */
function cleanup() {
  cleaning ??= stopEverything();
  return cleaning;
}

async function stopEverything() {
  for (const entry of foreground) {
    try {
      entry.child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const entry of [...children].reverse()) await stopProcess(entry);
  if (database) {
    const { name } = database;
    database = null;
    try {
      await dropDatabase(name);
      console.log(`dropped database ${name}`);
    } catch (error) {
      console.error(`could not drop database ${name}: ${error.message}`);
    }
  }
  if (process.env.DEPLOY_CHECK_KEEP === '1') console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

// Last resort when the process dies without cleanup(): no process left behind.
process.on('exit', () => {
  for (const entry of children) killGroup(entry, 'SIGKILL');
  for (const entry of foreground) entry.child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping everything the check started`);
    cleanup().finally(() => process.exit(130));
  });
}

async function waitFor(description, probe, { timeoutMs = 60_000, process: entry } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (entry?.exited) failCheck(`${description}: ${entry.name} exited (${entry.code}). Its log:\n${tail(entry.logFile)}`);
    try {
      if (await probe()) return;
    } catch (error) {
      last = error.message;
    }
    await sleep(250);
  }
  failCheck(`${description}: not ready after ${timeoutMs / 1000}s ${last ? `(${last})` : ''}${entry ? `. Log of ${entry.name}:\n${tail(entry.logFile)}` : ''}`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------------------------------------
// 1. docker-compose.yml and the Dockerfiles

function ensureDockerCompose() {
  if (run('docker-compose', ['version'], { quiet: true }).status === 0) return;
  if (process.getuid?.() !== 0) {
    failCheck("docker-compose is missing. Install Debian's package as root: apt-get update && apt-get install -y docker-compose");
  }
  console.log("docker-compose is missing: installing Debian's docker-compose package");
  const update = run('apt-get', ['update']);
  const install = run('apt-get', ['install', '-y', '-o', 'DPkg::Lock::Timeout=300', 'docker-compose']);
  if (update.status !== 0 || install.status !== 0) failCheck('apt-get install -y docker-compose failed');
}

/** The test values a .env would hold; docker-compose.yml requires them and has no defaults. */
const composeEnv = {
  POSTGRES_PASSWORD: 'check-only-postgres-password',
  SESSION_SECRET: 'check-only-session-secret',
  ADMIN_PASSWORD: 'check-only-admin-password',
};

async function checkCompose() {
  ensureDockerCompose();
  const file = path.join(root, 'docker-compose.yml');
  const valid = run('docker-compose', ['-f', file, 'config', '-q'], { env: composeEnv, quiet: true });
  if (valid.status !== 0) failCheck(`docker-compose config -q refused docker-compose.yml:\n${valid.output}`);

  // Without the secrets the file must refuse to start (no default password or secret).
  const bare = Object.fromEntries(Object.keys(composeEnv).map((key) => [key, '']));
  const withoutSecrets = run('docker-compose', ['-f', file, 'config', '-q'], { env: bare, quiet: true });
  if (withoutSecrets.status === 0) failCheck('docker-compose.yml validates without POSTGRES_PASSWORD and SESSION_SECRET: they need no defaults');

  const config = run('docker-compose', ['-f', file, 'config'], { env: composeEnv, quiet: true }).output;
  const services = ['postgres', 'api-1', 'api-2', 'host', 'remote-public', 'remote-auth', 'remote-admin'];
  const missing = services.filter((name) => !new RegExp(`^  ${name}:`, 'm').test(config));
  if (missing.length) failCheck(`docker-compose.yml lacks the services ${missing.join(', ')}`);

  // The API believes X-Forwarded-For from the host's nginx only: its fixed address, nothing broader.
  const block = (service) => new RegExp(`^  ${service}:\\n((?:    .*\\n|\\s*\\n)*)`, 'm').exec(config)?.[1] ?? '';
  const hostAddress = /ipv4_address: (\S+)/.exec(block('host'))?.[1];
  for (const api of ['api-1', 'api-2']) {
    const trusted = /TRUST_PROXY: (.+)/.exec(block(api))?.[1]?.trim();
    if (!hostAddress || trusted !== hostAddress) {
      failCheck(`${api} has TRUST_PROXY=${trusted ?? '(unset)'}: it must trust only the host's nginx, at its fixed address (${hostAddress ?? 'none set'})`);
    }
  }
  return `${services.length} services, secrets required, the API trusts only the host's nginx (${hostAddress})`;
}

/** Every Dockerfile copies existing paths and installs only its workspace and what it uses. */
function checkDockerfiles() {
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const packageName = (ws) => JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8')).name;
  const byName = Object.fromEntries(workspaces.map((ws) => [packageName(ws), ws]));
  const problems = [];
  for (const ws of ['api', 'host', 'remote-public', 'remote-auth', 'remote-admin']) {
    const file = path.join(root, 'deploy', 'docker', `${ws}.Dockerfile`);
    if (!existsSync(file)) {
      problems.push(`${path.relative(root, file)} is missing`);
      continue;
    }
    const text = readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
    const copied = [];
    for (const line of text.split('\n')) {
      const match = /^\s*COPY\s+(.*)$/i.exec(line);
      if (!match || /--from=/.test(match[1])) continue;
      const parts = match[1].split(/\s+/).filter((part) => part && !part.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        copied.push(source.replace(/\/$/, ''));
        if (!existsSync(path.join(root, source))) problems.push(`${ws}.Dockerfile copies ${source}, which does not exist`);
      }
    }
    // Node 20 reached end of life in April 2026: every Node stage runs the LTS that CI tests
    // (scripts/test-api-node24.sh).
    for (const [, image] of text.matchAll(/^\s*FROM\s+(node:\S+)/gim)) {
      if (!new RegExp(`^node:${PRODUCTION_NODE_MAJOR}[.-]`).test(image)) problems.push(`${ws}.Dockerfile uses ${image}, not Node ${PRODUCTION_NODE_MAJOR} LTS`);
    }
    const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
    const own = packageName(ws);
    if (!new RegExp(`npm ci --workspace ${own.replace('/', '\\/')}\\b`).test(text)) {
      problems.push(`${ws}.Dockerfile does not run npm ci --workspace ${own}`);
    }
    const needed = new Set([ws]);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) if (byName[dep]) needed.add(byName[dep]);
    for (const need of needed) {
      if (!copied.includes(`${need}/package.json`)) problems.push(`${ws}.Dockerfile does not copy ${need}/package.json before npm ci`);
      if (!copied.includes(need)) problems.push(`${ws}.Dockerfile does not copy ${need}/`);
    }
    for (const other of workspaces.filter((w) => !needed.has(w))) {
      if (copied.some((source) => source === other || source.startsWith(`${other}/`))) {
        problems.push(`${ws}.Dockerfile copies ${other}, which it does not depend on`);
      }
    }
  }
  const ignore = path.join(root, '.dockerignore');
  if (!existsSync(ignore) || !/node_modules/.test(readFileSync(ignore, 'utf8'))) {
    problems.push('.dockerignore must keep node_modules out of the build context');
  }
  if (problems.length) failCheck(problems.join('\n     '));
  return `5 Dockerfiles, Node ${PRODUCTION_NODE_MAJOR}`;
}

// ---------------------------------------------------------------------------------------------
// 2. nginx templates

let templateDir;

/** The images' /etc/nginx/school: the templates, and each kind's policy as the image build writes
 * it (deploy/nginx/write-policy.mjs). */
function prepareTemplates() {
  const dir = path.join(tmp, 'templates');
  mkdirSync(dir, { recursive: true });
  for (const file of ['host.conf.template', 'remote.conf.template']) copyFileSync(path.join(nginxDir, file), path.join(dir, file));
  for (const kind of ['host', 'remote']) {
    const written = run(process.execPath, [path.join(nginxDir, 'write-policy.mjs'), kind], { quiet: true });
    if (written.status !== 0) failCheck(`write-policy.mjs ${kind} failed:\n${written.output}`);
    writeFileSync(path.join(dir, `section-policy.${kind}.sh`), written.output);
  }
  return dir;
}

/** Renders one section's config with the images' entrypoint script; returns the rendered paths. */
function render(name, kind, values) {
  templateDir ??= prepareTemplates();
  const dir = path.join(tmp, name);
  mkdirSync(dir, { recursive: true });
  const env = {
    SCHOOL_SECTION_KIND: kind,
    SCHOOL_TEMPLATE_DIR: templateDir,
    SCHOOL_NGINX_CONF: path.join(dir, 'school.conf'),
    SCHOOL_RUNTIME_DIR: path.join(dir, 'runtime'),
    REMOTE_PUBLIC_URL: '',
    REMOTE_AUTH_URL: '',
    REMOTE_ADMIN_URL: '',
    API_UPSTREAMS: '',
    API_RESOLVER: '',
    CORS_ALLOW_ORIGIN: '',
    ...values,
  };
  const result = run('sh', [renderScript], { env, quiet: true });
  return { dir, status: result.status, output: result.output, conf: env.SCHOOL_NGINX_CONF, runtime: env.SCHOOL_RUNTIME_DIR };
}

/** The main nginx.conf around a rendered section, like the official image's, with local paths. */
function mainConfig(dir, conf) {
  const file = path.join(dir, 'nginx.conf');
  const temp = path.join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  chmodSync(dir, 0o755);
  writeFileSync(
    file,
    `# Like /etc/nginx/nginx.conf of the nginx image; paths under the check's temporary folder.
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${conf};
}
`,
  );
  return file;
}

function nginxTest(dir, file) {
  return run(NGINX, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], { quiet: true });
}

function nginxVersion() {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(run(NGINX, ['-v'], { quiet: true }).output);
  return match ? match.slice(1).map(Number) : [0, 0, 0];
}

const containerRemotes = {
  REMOTE_PUBLIC_URL: 'https://public.school.example',
  REMOTE_AUTH_URL: 'https://auth.school.example/',
  REMOTE_ADMIN_URL: 'https://admin.school.example:8443/sections/admin',
};

async function checkTemplates() {
  const problems = [];
  const cases = [
    // As in the images (listen 80, /usr/share/nginx/html); nginx -t resolves upstream names at
    // load, and api-1/api-2 exist only in Docker's network, so addresses stand in for them.
    ['t-host', 'host', { ...containerRemotes, API_UPSTREAMS: '127.0.0.1:4000 127.0.0.1:4001' }],
    ...SECTIONS.filter((s) => s.kind === 'remote').map((s) => [`t-${s.ws}`, 'remote', { CORS_ALLOW_ORIGIN: '*' }]),
    ['t-remote-origin', 'remote', { CORS_ALLOW_ORIGIN: 'https://www.school.example' }],
  ];
  const [major, minor, patch] = nginxVersion();
  const hasResolve = major > 1 || (major === 1 && (minor > 27 || (minor === 27 && patch >= 3)));
  for (const [name, kind, values] of cases) {
    const rendered = render(name, kind, values);
    if (rendered.status !== 0) {
      problems.push(`${name}: render-config.sh failed:\n${rendered.output}`);
      continue;
    }
    const tested = nginxTest(rendered.dir, mainConfig(rendered.dir, rendered.conf));
    if (tested.status !== 0) problems.push(`${name}: nginx -t refused the rendered config:\n${tested.output}`);
  }

  // The host's remotes.json and CSP follow the environment.
  const host = render('t-host', 'host', { ...containerRemotes, API_UPSTREAMS: 'api-1:4000,api-2:4000', API_RESOLVER: '127.0.0.11' });
  const remotesJson = JSON.parse(readFileSync(path.join(host.runtime, 'remotes.json'), 'utf8'));
  const entries = remotesJson.remotes?.map((remote) => `${remote.section}=${remote.name}@${remote.entry}`).join(' ');
  const expected =
    'public=remote_public@https://public.school.example/mf-manifest.json auth=remote_auth@https://auth.school.example/mf-manifest.json ' +
    'admin=remote_admin@https://admin.school.example:8443/sections/admin/mf-manifest.json';
  if (entries !== expected) problems.push(`remotes.json is ${JSON.stringify(remotesJson)}; expected entries ${expected}`);
  const conf = readFileSync(host.conf, 'utf8');
  if (!/script-src 'self' https:\/\/public\.school\.example https:\/\/auth\.school\.example https:\/\/admin\.school\.example:8443;/.test(conf)) {
    problems.push('the host CSP does not list exactly the three remote origins for scripts');
  }
  if (!/server api-1:4000 [^;]*resolve; server api-2:4000 [^;]*resolve;/.test(conf) || !/resolver 127\.0\.0\.11 /.test(conf)) {
    problems.push('API_RESOLVER does not make nginx re-resolve the API replicas');
  }
  if (!/proxy_set_header X-Forwarded-For \$remote_addr;/.test(conf) || /\$proxy_add_x_forwarded_for/.test(conf)) {
    problems.push("the host's /api does not SET X-Forwarded-For to the connecting address");
  }
  if (!/client_max_body_size \d+;/.test(conf) || !/return 413 '\{"message":/.test(conf) || !/return 502 '\{"message":/.test(conf)) {
    problems.push("the host's /api lacks the API's body limit or its {\"message\"} answers for 413 and 502");
  }
  const remoteConf = readFileSync(render('t-remote-headers', 'remote', { CORS_ALLOW_ORIGIN: '*' }).conf, 'utf8');
  for (const [section, text] of [['host', conf], ['remote', remoteConf]]) {
    for (const [what, pattern] of [
      ["frame-ancestors 'none'", /add_header Content-Security-Policy "[^"]*frame-ancestors 'none'[^"]*" always;/],
      ['HSTS', /add_header Strict-Transport-Security "max-age=\d+" always;/],
      ['nosniff', /add_header X-Content-Type-Options "nosniff" always;/],
      ['a 404 for source maps and the stats manifest', /location ~ "[^"]*\\\.map[^"]*mf-manifest-stats[^"]*" \{ return 404; \}/],
    ]) {
      if (!pattern.test(text)) problems.push(`the ${section} config lacks ${what}`);
    }
  }
  if (/\$\{[A-Z_]+\}/.test(conf)) problems.push(`a variable was left unrendered: ${/\$\{[A-Z_]+\}/.exec(conf)[0]}`);
  if (!/\$uri/.test(conf)) problems.push("envsubst replaced nginx's own variables");
  if (hasResolve) {
    const tested = nginxTest(host.dir, mainConfig(host.dir, host.conf));
    if (tested.status !== 0) problems.push(`t-host with API_RESOLVER: nginx -t refused it:\n${tested.output}`);
  }

  // Bad environments are refused at container start, with a message.
  const refused = [
    ['a missing remote address', 'host', { ...containerRemotes, REMOTE_AUTH_URL: '' }],
    ['a quote in a remote address', 'host', { ...containerRemotes, REMOTE_PUBLIC_URL: "https://x.example/'; alert(1)" }],
    ['a bad API upstream', 'host', { ...containerRemotes, API_UPSTREAMS: 'api-1:4000; evil' }],
    ['a bad CORS origin', 'remote', { CORS_ALLOW_ORIGIN: 'https://x.example"; add_header' }],
    ['an unknown section kind', 'public', {}],
  ];
  for (const [what, kind, values] of refused) {
    const rendered = render('t-refused', kind, values);
    if (rendered.status === 0) problems.push(`render-config.sh accepted ${what}`);
    else if (!/school-nginx-config: /.test(rendered.output)) problems.push(`render-config.sh refused ${what} without a message`);
  }
  if (problems.length) failCheck(problems.join('\n     '));
  return `${cases.length} rendered configs pass nginx -t${hasResolve ? ' (and the resolver variant)' : `; the API_RESOLVER variant needs nginx >= 1.27.3 (the images' 1.28), here ${major}.${minor}.${patch}: rendered and inspected only`}; ${refused.length} bad environments refused`;
}

// ---------------------------------------------------------------------------------------------
// 3. The composed site

async function ensureBuilds() {
  const rebuild = process.env.DEPLOY_CHECK_REBUILD === '1';
  const built = [];
  for (const [ws, marker] of Object.entries(BUILT)) {
    if (!rebuild && existsSync(path.join(root, marker))) continue;
    console.log(`building ${ws} (npm run build -w @school/${ws})`);
    const status = await runAsync('npm', ['run', 'build', '--workspace', `@school/${ws}`]);
    if (status !== 0 || !existsSync(path.join(root, marker))) failCheck(`npm run build -w @school/${ws} did not produce ${marker}`);
    built.push(ws);
  }
  for (const section of SECTIONS) {
    const dist = path.join(root, section.ws, 'dist');
    if (!readdirSync(dist).some((file) => file.endsWith('.gz'))) failCheck(`${section.ws}/dist has no precompressed .gz files`);
  }
  return built.length ? `built ${built.join(', ')}` : 'all sections already built';
}

function serverUrl() {
  const base = process.env.DEPLOY_CHECK_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  return new URL(base);
}

function databaseUrl(name) {
  const url = serverUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer(fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl().toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabase() {
  const name = `school_deploy_check_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await withServer((client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    failCheck(`cannot create a database on ${serverUrl().host} (${error.message}). Is PostgreSQL running? Set DEPLOY_CHECK_DATABASE_URL to a server where CREATE DATABASE is allowed.`);
  }
  database = { name };
  return name;
}

async function dropDatabase(name) {
  await withServer(async (client) => {
    const { rows } = await client.query('SHOW server_version_num');
    const force = Number(rows[0].server_version_num) >= 130000 ? ' WITH (FORCE)' : '';
    await client.query(`DROP DATABASE IF EXISTS ${name}${force}`);
  });
}

const adminPassword = `Check-${randomBytes(12).toString('base64url')}`;
const sessionSecret = randomBytes(32).toString('hex');

async function startApi(index, dbName) {
  const port = API_PORTS[index];
  const cwd = path.join(tmp, `api-${index + 1}`);
  mkdirSync(cwd, { recursive: true });
  // The environment of the api-1/api-2 services in docker-compose.yml, with local addresses.
  const entry = startProcess(`api-${index + 1}`, process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(dbName),
      SESSION_SECRET: sessionSecret,
      ADMIN_PASSWORD: adminPassword,
      COOKIE_SECURE: 'true',
      // The host's nginx: here on 127.0.0.1, in docker-compose.yml at its fixed address.
      TRUST_PROXY: '127.0.0.1',
    },
  });
  await waitFor(`API process ${index + 1} on :${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, {
    process: entry,
  });
  return `pid ${entry.child.pid}, /api/health 200 on :${port}`;
}

async function checkPorts() {
  const busy = [];
  for (const port of [...API_PORTS, ...SECTIONS.map((s) => s.port)]) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) failCheck(`port ${busy.join(', ')} in use on 127.0.0.1; stop what listens there and run again`);
  return `${[...API_PORTS, ...SECTIONS.map((s) => s.port)].join(', ')} free`;
}

async function startNginx() {
  const remoteUrls = Object.fromEntries(SECTIONS.filter((s) => s.env).map((s) => [s.env, `http://127.0.0.1:${s.port}`]));
  const started = [];
  for (const section of SECTIONS) {
    const values = {
      NGINX_LISTEN: `127.0.0.1:${section.port}`,
      STATIC_ROOT: path.join(root, section.ws, 'dist'),
      ...(section.kind === 'host'
        ? { ...remoteUrls, API_UPSTREAMS: API_PORTS.map((port) => `127.0.0.1:${port}`).join(' ') }
        : { CORS_ALLOW_ORIGIN: '*' }),
    };
    const rendered = render(`nginx-${section.ws}`, section.kind, values);
    if (rendered.status !== 0) failCheck(`render-config.sh failed for ${section.ws}:\n${rendered.output}`);
    const file = mainConfig(rendered.dir, rendered.conf);
    const tested = nginxTest(rendered.dir, file);
    if (tested.status !== 0) failCheck(`nginx -t refused ${section.ws}:\n${tested.output}`);
    const entry = startProcess(`nginx-${section.ws}`, NGINX, ['-p', rendered.dir, '-e', path.join(rendered.dir, 'error.log'), '-c', file, '-g', 'daemon off;']);
    entry.logFile = path.join(rendered.dir, 'error.log');
    started.push([section, entry]);
  }
  for (const [section, entry] of started) {
    await waitFor(`nginx for ${section.ws} on :${section.port}`, async () => (await fetch(`http://127.0.0.1:${section.port}/index.html`)).ok, {
      process: entry,
      timeoutMs: 15_000,
    });
  }
  const api = await fetch(`http://127.0.0.1:${HOST_PORT}/api/health`);
  if (!api.ok) failCheck(`GET :${HOST_PORT}/api/health through nginx answered ${api.status}`);
  return `host :${HOST_PORT}, remotes :8081-8083, /api -> :${API_PORTS.join(', :')}`;
}

/** name=value pairs of the Set-Cookie headers of a response. */
function cookiesOf(response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
}

const cookieHeader = (jar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

async function checkSharedSession() {
  const [one, two] = API_PORTS.map((port) => `http://127.0.0.1:${port}/api`);
  const login = await fetch(`${one}/user/login`, {
    headers: { Authorization: `Basic ${Buffer.from(`admin:${adminPassword}`).toString('base64')}` },
  });
  if (login.status !== 200) failCheck(`GET /api/user/login on process 1 answered ${login.status}: ${await login.text()}`);
  const user = await login.json();
  if (user.username !== 'admin' || user.role !== 'ADMIN') failCheck(`login answered ${JSON.stringify(user)}`);
  const jar = cookiesOf(login);
  if (!Object.keys(jar).some((name) => name !== 'XSRF-TOKEN')) failCheck(`login set no session cookie (cookies: ${Object.keys(jar).join(', ')})`);

  const me = await fetch(`${two}/user/me`, { headers: { Cookie: cookieHeader(jar) } });
  if (me.status !== 200) failCheck(`GET /api/user/me on process 2 with process 1's session answered ${me.status}: ${await me.text()}`);
  const meUser = await me.json();
  if (meUser.username !== 'admin') failCheck(`process 2 answered another user: ${JSON.stringify(meUser)}`);
  Object.assign(jar, cookiesOf(me));

  // A write on process 2 with the XSRF token process 1 issued (one SESSION_SECRET), then the
  // session it ended is gone for process 1 too (sessions live in the shared database).
  const xsrf = jar['XSRF-TOKEN'];
  if (!xsrf) failCheck('neither process set an XSRF-TOKEN cookie');
  const logout = await fetch(`${two}/user/logout`, { method: 'POST', headers: { Cookie: cookieHeader(jar), 'X-XSRF-TOKEN': xsrf } });
  if (logout.status >= 300) failCheck(`POST /api/user/logout on process 2 with process 1's XSRF token answered ${logout.status}: ${await logout.text()}`);
  const after = await fetch(`${one}/user/me`, { headers: { Cookie: cookieHeader(jar) } });
  if (after.status !== 401) failCheck(`after logout on process 2, GET /api/user/me on process 1 answered ${after.status}, expected 401`);
  return 'login on :4101, /user/me 200 on :4102, XSRF-checked logout on :4102 ends it on :4101';
}

async function runPlaywright() {
  const bin = path.join(root, 'node_modules', '.bin', 'playwright');
  const status = await runAsync(bin, ['test', '--config', path.join(root, 'playwright.deployment.config.ts')], {
    env: {
      DEPLOY_CHECK_BASE_URL: `http://127.0.0.1:${HOST_PORT}`,
      DEPLOY_CHECK_ADMIN_PASSWORD: adminPassword,
      DEPLOY_CHECK_REMOTES: JSON.stringify(Object.fromEntries(SECTIONS.filter((s) => s.env).map((s) => [s.ws, `http://127.0.0.1:${s.port}`]))),
      FORCE_COLOR: '0',
    },
  });
  if (status !== 0) failCheck(`playwright test --config playwright.deployment.config.ts failed (exit ${status}); see its report above`);
  return 'e2e/deployment passed';
}

async function checkFailover() {
  const first = children.find((entry) => entry.name === 'api-1');
  await stopProcess(first);
  const statuses = [];
  for (let i = 0; i < 10; i += 1) {
    const response = await fetch(`http://127.0.0.1:${HOST_PORT}/api/school/about-us`);
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  if (statuses.some((status) => status !== 200)) failCheck(`with API process 1 stopped, /api/school/about-us through nginx answered ${statuses.join(', ')}`);
  return `API process 1 stopped; 10 of 10 reads through nginx answered 200 from process 2`;
}

async function checkNoReplica() {
  await stopProcess(children.find((entry) => entry.name === 'api-2'));
  return checkApiDown(`http://127.0.0.1:${HOST_PORT}`, API_PORTS);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(`deploy check: temporary folder ${tmp}`);
  await step('1a. docker-compose.yml validates (docker-compose config -q)', checkCompose);
  await step('1b. Dockerfiles build only their own workspace', checkDockerfiles);
  await step('2.  nginx templates render and pass nginx -t', checkTemplates);
  if (process.argv.includes('--static')) return;

  const live = [
    ['3a. sections built (api, host, three remotes)', ensureBuilds],
    ['3b. ports free', checkPorts],
    ['3c. fresh PostgreSQL database', async () => `created ${await createDatabase()} on ${serverUrl().host}`],
    ['3d. API process 1 on :4101', () => startApi(0, database.name)],
    ['3e. API process 2 on :4102 (same database)', () => startApi(1, database.name)],
    ['3f. nginx serves host and remotes from the same templates', startNginx],
    ['3g. a session opened on one API process is valid on the other', checkSharedSession],
    ['3h. Playwright smoke tests through nginx', runPlaywright],
    // After the browser tests: the spoofing check spends this address's sign-in failures.
    ['3i. nginx in front of /api: spoofed X-Forwarded-For, Expect: 100-continue, 413', () => checkApiFront(`http://127.0.0.1:${HOST_PORT}`, adminPassword)],
    ['3j. /api keeps answering through nginx with one replica stopped', checkFailover],
    ['3k. with no replica left, /api answers 502 {"message"}', checkNoReplica],
  ];
  let failed = false;
  for (const [label, fn] of live) {
    if (failed) skip(label, 'an earlier step failed');
    else failed = !(await step(label, fn));
  }
  if (failed) {
    for (const entry of children) {
      if (existsSync(entry.logFile)) console.error(`\n--- last lines of ${entry.name} (${entry.logFile})\n${tail(entry.logFile, 15)}`);
    }
  }
}

let exitCode = 1;
try {
  await main();
  exitCode = results.every((result) => result.ok) ? 0 : 1;
} catch (error) {
  console.error(`deploy check crashed: ${error.stack}`);
} finally {
  await cleanup();
}
console.log('\n=== summary');
for (const { label, ok, skipped, seconds } of results) console.log(`${skipped ? 'skip' : ok ? 'ok  ' : 'FAIL'} ${label} (${seconds}s)`);
const failedCount = results.filter((result) => !result.ok).length;
console.log(
  `deploy check: ${results.length - failedCount} passed, ${failedCount} failed or skipped, ${((Date.now() - started) / 1000).toFixed(0)}s`,
);
process.exit(exitCode);
