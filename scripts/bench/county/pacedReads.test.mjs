// The county bench's reads at a set rate: sent on time whatever the answers' times, and each
// timed from when it was due, so a read that waited for a free connection shows its wait.
// Run: node --test scripts/bench/county/pacedReads.test.mjs
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { pacedReads } from './load.mjs';

const ANSWER_MS = 20;
const school = { host: 'scoala-1.judet.test', news: [7], pages: [9] };
const asked = [];
let cutShort = false;
let server;
let url;

before(async () => {
  server = http.createServer(async (request, response) => {
    asked.push({ host: request.headers.host, path: request.url });
    await sleep(ANSWER_MS);
    if (cutShort) {
      response.writeHead(200, { 'content-length': '100' });
      response.write('{');
      response.socket.destroy();
      return;
    }
    response.end('{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});

after(() => new Promise((resolve) => server.close(resolve)));

test('enough connections: every read is sent at the rate and answered in about the answer time', async () => {
  asked.length = 0;
  const run = await pacedReads(url, [school], { rate: 100, connections: 10, duration: 1 });
  const counted = Object.values(run.byKind).reduce((sum, kind) => sum + kind.count, 0);
  assert.equal(counted, 100);
  assert.equal(asked.length, 100);
  assert.ok(asked.every((read) => read.host === school.host), 'each read carries its school as Host');
  const paths = new Set(asked.map((read) => read.path));
  assert.ok(paths.has('/api/content/news/7') && paths.has('/api/content/pages/9'), 'the visitors\' mix: its article and its page among the reads');
  assert.ok(run.rps >= 70 && run.rps <= 100, `answered ${run.rps} a second`);
  assert.ok(run.p99 >= ANSWER_MS && run.p99 < 150, `p99 ${run.p99} ms`);
  assert.deepEqual([run.non2xx, run.errors], [0, 0]);
});

test('too few connections: reads wait for one, and their time counts the wait', async () => {
  // One connection answers at most 1000 / 20 = 50 reads a second; 100 are due: the last waits about a second.
  const run = await pacedReads(url, [school], { rate: 100, connections: 1, duration: 1 });
  assert.ok(run.p99 > 600, `p99 ${run.p99} ms, as if no read had waited`);
  assert.ok(run.p50 > 200, `p50 ${run.p50} ms`);
});

test('each window of the run has the p99 of the reads due in it: a slow spell shows where it was', async () => {
  // 10 s at 20 a second; for the reads due in the third second the server answers after 300 ms.
  let slowFrom;
  const slowServer = http.createServer(async (request, response) => {
    slowFrom ??= performance.now() + 2000;
    const now = performance.now();
    await sleep(now >= slowFrom && now < slowFrom + 1000 ? 300 : 5);
    response.end('{}');
  });
  await new Promise((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
  try {
    const run = await pacedReads(`http://127.0.0.1:${slowServer.address().port}`, [school], { rate: 20, connections: 20, duration: 10 });
    assert.equal(run.windows.length, 2);
    assert.ok(run.windows[0] >= 300, `the first 5 s: p99 ${run.windows[0]} ms, the slow second not in it`);
    assert.ok(run.windows[1] < 100, `the last 5 s: p99 ${run.windows[1]} ms`);
  } finally {
    await new Promise((resolve) => slowServer.close(resolve));
  }
});

test('an answer cut short counts as an error, not as a read, and the run still ends', async () => {
  cutShort = true;
  try {
    const run = await pacedReads(url, [school], { rate: 50, connections: 5, duration: 1 });
    assert.equal(run.errors, 50);
    assert.deepEqual(run.causes, { ECONNRESET: 50 }, 'the cause named: the connection reset under the answer');
    assert.equal(Object.values(run.byKind).reduce((sum, kind) => sum + kind.count, 0), 0);
  } finally {
    cutShort = false;
  }
});
