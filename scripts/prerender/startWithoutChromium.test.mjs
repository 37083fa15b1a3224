// `npm start` on a machine without the renderer's browser (CHROMIUM_PATH points where nothing is).
// As root it installs Debian's chromium-headless-shell the way `npm test` does (apt-get, here a
// stand-in on PATH that puts the browser where CHROMIUM_PATH says) and ends with pre-rendered
// pages; as a user who cannot install it, the site starts and its banner says the pages are
// client-rendered until Chromium's headless shell is installed, with the exact command. Needs the
// production builds (npm run build).
// Run: node --test scripts/prerender/
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import layout from '../../shared/federation/sections.js';
import { HEADLESS_SHELL_PATH } from '../../e2e/support/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Beside the e2e site's ports (E2E_PORT_BASE), not on them.
const ports = layout.portsFrom(Number(process.env.E2E_PORT_BASE || 3100) + 40);
const siteUrl = `http://localhost:${ports.host}`;

/** The live processes of a process group, as `command (pid)` (zombies are gone already). */
function groupProcesses(group) {
  const found = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') found.push(`${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))} (${pid})`);
  }
  return found;
}

/** Runs `npm start`'s script in a folder of its own until `until(output)` holds; answers the output. */
async function npmStart({ asNobody, pathPrefix = '' }, until) {
  const data = mkdtempSync(path.join(tmpdir(), 'school-start-'));
  chmodSync(data, 0o777);
  const env = {
    ...process.env,
    PATH: `${pathPrefix}${process.env.PATH}`,
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
  const command = asNobody ? ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'scripts/start.mjs']] : [process.execPath, ['scripts/start.mjs']];
  // Its own process group: whatever it started and left behind is stopped with it (below).
  const start = spawn(command[0], command[1], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let leftBehind = [];
  try {
    await new Promise((resolve, reject) => {
      const check = (chunk) => {
        output += chunk;
        Promise.resolve(until(output)).then((done) => done && resolve(), reject);
      };
      start.stdout.on('data', check);
      start.stderr.on('data', (chunk) => (output += chunk));
      start.on('exit', (code) => reject(new Error(`npm start ended (${code}): ${output}`)));
    });
  } finally {
    start.kill('SIGINT');
    await new Promise((resolve) => (start.exitCode === null ? start.on('exit', resolve) : resolve()));
    leftBehind = groupProcesses(start.pid);
    // A process it left would hold its output open, and this file would never end (CI waited so).
    try {
      process.kill(-start.pid, 'SIGKILL');
    } catch {
      // The group is gone: nothing was left.
    }
    start.stdout.destroy();
    start.stderr.destroy();
    rmSync(data, { recursive: true, force: true });
  }
  assert.deepEqual(leftBehind, [], `Ctrl-C stops every process npm start started; it printed:\n${output}`);
  return output;
}

test('npm start without chromium-headless-shell, not as root, says the pages are client-rendered until it is installed, and how', async () => {
  const output = await npmStart({ asNobody: true }, (text) => text.includes('Press Ctrl-C to stop.'));
  assert.match(output, /pages\s+client-rendered until Chromium's headless shell is installed \(not found at .*no-chromium-here\); as root: apt-get update && apt-get install -y chromium-headless-shell$/m);
  assert.match(output, /the renderer starts on its own once it is there/);
});

test('a Ctrl-C while npm start is still starting stops what it had started', async () => {
  // The API says so once it has made its first user, before the section servers are up.
  const output = await npmStart({ asNobody: true }, (text) => text.includes('Created ADMIN user'));
  assert.match(output, /SIGINT: stopping the site/);
});

// Run as root, as npm test is on a fresh machine (it installs its packages so).
test('npm start without chromium-headless-shell, as root, installs it and ends with pre-rendered pages', async () => {
  // apt-get as a stand-in: `install … chromium-headless-shell` puts the browser where CHROMIUM_PATH looks.
  const bin = mkdtempSync(path.join(tmpdir(), 'school-apt-'));
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "apt-get $*" >&2\ncase "$*" in *install*chromium-headless-shell*) ln -s ${HEADLESS_SHELL_PATH} "$CHROMIUM_PATH" ;; esac\n`, { mode: 0o755 });
  try {
    let snapshotServed = false;
    const output = await npmStart({ asNobody: false, pathPrefix: `${bin}:` }, async (text) => {
      if (!text.includes('Press Ctrl-C to stop.')) return false;
      snapshotServed ||= (await (await fetch(`${siteUrl}/home`)).text()).includes('prerender-data');
      return snapshotServed;
    }).catch((error) => error.message);
    assert.match(output, /Installing missing Debian packages: chromium-headless-shell/);
    assert.match(output, /pages\s+pre-rendered into /);
    assert.equal(snapshotServed, true, output);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
