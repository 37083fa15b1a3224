// One API replica stopped (the orchestrator stops the first): nginx sends every request to the other.
// It asks /api/health, which answers on any host: by now the site is a platform whose schools have
// hosts of their own, and 127.0.0.1 names none of them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveSite, needsLiveSite } from './support/liveSite.mjs';

test('/api keeps answering through nginx with one replica stopped', needsLiveSite, async () => {
  assert.equal(liveSite.stoppedApis.length, 1, 'one API process is stopped');
  await assert.rejects(fetch(`${liveSite.stoppedApis[0]}/api/health`), 'the stopped API process still answers');
  const statuses = [];
  for (let i = 0; i < 10; i += 1) {
    const response = await fetch(`${liveSite.url}/api/health`);
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  assert.deepEqual(statuses, Array(10).fill(200));
});
