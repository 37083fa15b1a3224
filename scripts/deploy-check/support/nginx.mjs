// The nginx images' configuration, rendered here as the containers render it: the templates and
// each kind's policy as the image build writes it (deploy/nginx/write-policy.mjs), then the
// images' own entrypoint script (deploy/nginx/render-config.sh) with local paths; and Debian's
// nginx to test (`nginx -t`) and run the result.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { after } from 'node:test';
import { ROOT, run, startInBackground, stopInBackground, tail } from './commands.mjs';

export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const nginxDir = path.join(ROOT, 'deploy', 'nginx');

/** The images' /etc/nginx/school under `workDir`: templates and both kinds' policies. */
function prepareTemplates(workDir) {
  const dir = path.join(workDir, 'templates');
  if (existsSync(dir)) return dir;
  mkdirSync(dir, { recursive: true });
  for (const file of ['host.conf.template', 'remote.conf.template']) copyFileSync(path.join(nginxDir, file), path.join(dir, file));
  for (const kind of ['host', 'remote']) {
    const written = run(process.execPath, [path.join(nginxDir, 'write-policy.mjs'), kind]);
    if (written.status !== 0) throw new Error(`write-policy.mjs ${kind} failed:\n${written.output}`);
    writeFileSync(path.join(dir, `section-policy.${kind}.sh`), written.output);
  }
  return dir;
}

/** Where a rendered host's nginx keeps the API's shared answers (API_CACHE_DIR), `dir` being render()'s. */
export const apiCacheDir = (dir) => path.join(dir, 'api-cache');

/**
 * Renders one section's config into `workDir/name` with the images' entrypoint script.
 * Answers { dir, status, output, conf (the rendered file), runtime (where remotes.json goes) }.
 */
export function render(workDir, name, kind, values) {
  const templateDir = prepareTemplates(workDir);
  const dir = path.join(workDir, name);
  mkdirSync(dir, { recursive: true });
  const env = {
    SCHOOL_SECTION_KIND: kind,
    SCHOOL_TEMPLATE_DIR: templateDir,
    SCHOOL_NGINX_CONF: path.join(dir, 'school.conf'),
    SCHOOL_RUNTIME_DIR: path.join(dir, 'runtime'),
    API_CACHE_DIR: apiCacheDir(dir),
    REMOTE_PUBLIC_URL: '',
    REMOTE_AUTH_URL: '',
    REMOTE_ADMIN_URL: '',
    API_UPSTREAMS: '',
    API_RESOLVER: '',
    CORS_ALLOW_ORIGIN: '',
    ...values,
  };
  const result = run('sh', [path.join(nginxDir, 'render-config.sh')], { env });
  return { dir, status: result.status, output: result.output, conf: env.SCHOOL_NGINX_CONF, runtime: env.SCHOOL_RUNTIME_DIR };
}

/** The main nginx.conf around a rendered section, like the official image's, with local paths. */
export function mainConfig(dir, conf) {
  const file = path.join(dir, 'nginx.conf');
  const temp = path.join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  // nginx workers (user nobody when run as root) read remotes.json and the logs' folder.
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

/** `nginx -t` of a main config: { status, output }. */
export function nginxTest(dir, file) {
  return run(NGINX, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file]);
}

/** The arguments that run a main config in the foreground. */
export const nginxRunArgs = (dir, file) => ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'];

/** Whether this nginx re-resolves upstream names (`server ... resolve`: 1.27.3 and later, as in the images). */
export function nginxResolves() {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(run(NGINX, ['-v']).output);
  const [major, minor, patch] = match ? match.slice(1).map(Number) : [0, 0, 0];
  return { resolves: major > 1 || (major === 1 && (minor > 27 || (minor === 27 && patch >= 3))), version: `${major}.${minor}.${patch}` };
}

/** A temporary folder for rendered configs that nginx's workers (user nobody under root) can read. */
export function nginxWorkDir(label) {
  const dir = mkdtempSync(path.join(tmpdir(), `school-deploy-check-${label}-`));
  chmodSync(dir, 0o755);
  return {
    dir,
    remove() {
      if (process.env.DEPLOY_CHECK_KEEP === '1') console.log(`kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test file's nginxWorkDir, removed after its tests; answers the folder. */
export function nginxWorkDirOfFile(label) {
  const work = nginxWorkDir(label);
  after(() => work.remove());
  return work.dir;
}

/** A free port of 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The host's nginx rendered into `workDir/nginx-host` with `values` (STATIC_ROOT, PRERENDER_PAGES,
 * API_UPSTREAMS...), checked and running on a free port of 127.0.0.1 once it answers: { url, stop }.
 */
export async function startHostNginx(workDir, values) {
  const port = await freePort();
  const rendered = render(workDir, 'nginx-host', 'host', {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    REMOTE_PUBLIC_URL: 'http://localhost:3001',
    REMOTE_AUTH_URL: 'http://localhost:3002',
    REMOTE_ADMIN_URL: 'http://localhost:3003',
    ...values,
  });
  assert.equal(rendered.status, 0, rendered.output);
  const file = mainConfig(rendered.dir, rendered.conf);
  const tested = nginxTest(rendered.dir, file);
  assert.equal(tested.status, 0, tested.output);
  const entry = startInBackground('nginx-host', NGINX, nginxRunArgs(rendered.dir, file), { logFile: path.join(rendered.dir, 'error.log') });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 60; tries += 1) {
    if (entry.exited) throw new Error(`nginx exited: ${tail(entry.logFile)}`);
    if (await fetch(`${url}/index.html`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop: () => stopInBackground(entry) };
}
