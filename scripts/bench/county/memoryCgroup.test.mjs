// A process started in a memory cgroup (the county bench's replicas): it runs there from its start,
// so Node sizes its heap by the cgroup's limit, not by the machine's memory.
// Run: node --test scripts/bench/county/memoryCgroup.test.mjs (as root, on a machine with cgroups)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import apiProcess from '../../apiProcess.cjs';
import { composeBytes } from '../../deploy-check/support/compose.mjs';
import { memoryCgroup, runCgroup } from './memoryCgroup.mjs';

// Answers /api/health (what startApiProcess waits for) with the heap Node gave itself and its cgroups.
const HEALTH_SERVER = `
const { readFileSync } = require('node:fs');
const { getHeapStatistics } = require('node:v8');
require('node:http').createServer((request, response) => {
  response.end(JSON.stringify({ heapLimit: getHeapStatistics().heap_size_limit, cgroups: readFileSync('/proc/self/cgroup', 'utf8') }));
}).listen(Number(process.env.PORT), process.env.HOST);
`;

test("a process started in a 512 MB cgroup runs in it and sizes its heap by it; the cgroup goes after it", async (t) => {
  const name = `memory-cgroup-test-${process.pid}`;
  const cgroup = memoryCgroup(name, composeBytes('512m'));
  if (!cgroup) return t.skip('no memory cgroup can be made here (not root, or inside a container)');
  t.after(() => existsSync(path.dirname(cgroup.procs)) && cgroup.remove());
  const dir = mkdtempSync(path.join(tmpdir(), 'memory-cgroup-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const script = path.join(dir, 'health.cjs');
  writeFileSync(script, HEALTH_SERVER);
  const started = await apiProcess.startApiProcess({ script, env: { PATH: process.env.PATH }, output: 'errors', cgroupProcs: cgroup.procs });
  try {
    const { heapLimit, cgroups } = await (await fetch(`${started.url}/api/health`)).json();
    assert.match(cgroups, new RegExp(`/${name}$`, 'm'));
    // Node gives itself about half of the limit here (256 MB of old space); on this machine's own memory, gigabytes.
    assert.ok(heapLimit < 512 * 2 ** 20, `heap limit ${Math.round(heapLimit / 2 ** 20)} MB`);
  } finally {
    await started.stop();
  }
  await cgroup.remove();
  assert.equal(existsSync(path.dirname(cgroup.procs)), false);
});

test('a cgroup is removed once the process still in it has gone', async (t) => {
  const cgroup = memoryCgroup(`memory-cgroup-test-leaving-${process.pid}`, composeBytes('64m'));
  if (!cgroup) return t.skip('no memory cgroup can be made here (not root, or inside a container)');
  const [command, args] = apiProcess.inCgroup(cgroup.procs, '/bin/sleep', ['0.3']);
  const leaving = spawn(command, args, { stdio: 'ignore' });
  await once(leaving, 'spawn');
  while (!readFileSync(cgroup.procs, 'utf8').split('\n').includes(String(leaving.pid))) await sleep(5);
  // Removing it while the process runs would be refused (EBUSY): remove() waits for it to go.
  await cgroup.remove();
  assert.equal(existsSync(path.dirname(cgroup.procs)), false);
});

test('where no cgroup could be made, a command runs as it is', () => {
  assert.deepEqual(apiProcess.inCgroup(null, '/bin/sleep', ['0.3']), ['/bin/sleep', ['0.3']]);
  assert.equal(runCgroup('/tmp/a-run', 'renderer-1', null), null);
});
