// aptInstall against a stand-in apt-get on PATH that answers as Debian's does while another apt-get
// holds the lock (until the time written in a file), and logs what it was asked.
// Run: node --test scripts/aptGet.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { aptInstall } from './aptGet.mjs';

function standIn() {
  const bin = mkdtempSync(path.join(tmpdir(), 'school-apt-'));
  writeFileSync(
    path.join(bin, 'apt-get'),
    `#!/bin/sh
if [ "$(date +%s)" -lt "$(cat ${bin}/held-until 2>/dev/null || echo 0)" ]; then
  echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2
  exit 100
fi
case "$*" in *broken*) echo "E: Unable to locate package broken" >&2; exit 100 ;; esac
echo "$*" >> ${bin}/asked
`,
    { mode: 0o755 },
  );
  return { bin, env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, asked: () => readFileSync(path.join(bin, 'asked'), 'utf8').trim().split('\n') };
}

test('an install waits while another apt-get holds the lock, then updates and installs', () => {
  const apt = standIn();
  try {
    writeFileSync(path.join(apt.bin, 'held-until'), String(Math.floor(Date.now() / 1000) + 3));
    const started = Date.now();
    assert.equal(aptInstall(['docker-compose'], { env: apt.env }), true);
    assert.ok(Date.now() - started >= 2000, 'it waited for the lock');
    assert.deepEqual(apt.asked().map((line) => line.replace(/^-o \S+ /, '')), ['update', 'install -y docker-compose']);
  } finally {
    rmSync(apt.bin, { recursive: true, force: true });
  }
});

test('any other failure is answered at once, without waiting', () => {
  const apt = standIn();
  try {
    const started = Date.now();
    assert.equal(aptInstall(['broken'], { env: apt.env }), false);
    assert.ok(Date.now() - started < 2000);
    assert.deepEqual(apt.asked().map((line) => line.replace(/^-o \S+ /, '')), ['update']);
  } finally {
    rmSync(apt.bin, { recursive: true, force: true });
  }
});
