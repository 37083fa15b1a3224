// `npm start` on a machine without Chromium, as a user who cannot install it (CHROMIUM_PATH points
// where nothing is, the process runs as nobody): the site starts, and its banner says the pages
// are client-rendered until Chromium is installed, with the exact command. Needs the production
// builds (npm run build). Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import layout from '../../shared/federation/sections.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the e2e site's ports (E2E_PORT_BASE), not on them.
const ports = layout.portsFrom(Number(process.env.E2E_PORT_BASE || 3100) + 40);

test('npm start without Chromium, not as root, says the pages are client-rendered until it is installed, and how', async () => {
  const data = mkdtempSync(path.join(tmpdir(), 'school-start-'));
  chmodSync(data, 0o777);
  const env = {
    ...process.env,
    CHROMIUM_PATH: path.join(data, 'no-chromium-here'),
    DATABASE_URL: `sqlite:${path.join(data, 'school.db')}`,
    PRERENDER_DIR: path.join(data, 'prerender'),
    MEDIA_DIR: path.join(data, 'media'),
    SESSION_SECRET: 'start-test-session-secret-0123456789',
    LOG_LEVEL: 'warn',
    [layout.API.portKey]: String(ports.api),
  };
  for (const { section, portKey } of layout.SECTIONS) env[portKey] = String(ports[section]);
  for (const { urlKey } of layout.REMOTES) delete env[urlKey];
  const start = spawn('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  try {
    await new Promise((resolve, reject) => {
      start.stdout.on('data', () => output.includes('Press Ctrl-C to stop.') && resolve());
      start.on('exit', (code) => reject(new Error(`npm start ended (${code}): ${output}`)));
    });
    assert.match(output, /pages\s+client-rendered until Chromium is installed \(not found at .*no-chromium-here\); as root: apt-get update && apt-get install -y chromium/);
    assert.match(output, /the renderer starts on its own once it is there/);
    const home = await fetch(`http://localhost:${ports.host}/home`);
    assert.equal(home.status, 200);
  } finally {
    start.kill('SIGINT');
    await new Promise((resolve) => (start.exitCode === null ? start.on('exit', resolve) : resolve()));
    rmSync(data, { recursive: true, force: true });
  }
});
