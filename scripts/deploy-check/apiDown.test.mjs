// Every API replica stopped: nginx answers 502 {"message"} (shared/http/apiProxy.json), naming no
// address, port or part of the inside.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { liveSite, needsLiveSite } from './support/liveSite.mjs';

const { messages } = createRequire(import.meta.url)('../../shared/http/apiProxy.json');

test('with no replica left, /api answers 502 {"message"} naming nothing internal', needsLiveSite, async () => {
  assert.deepEqual([...liveSite.stoppedApis].sort(), [...liveSite.apis].sort(), 'every API process is stopped');
  const expected = JSON.stringify({ message: messages.apiUnavailable });
  for (const [method, body] of [['GET', undefined], ['POST', JSON.stringify({ name: 'X' })]]) {
    const response = await fetch(`${liveSite.url}/api/school/subjects`, { method, body, headers: { 'content-type': 'application/json' } });
    const text = await response.text();
    assert.deepEqual({ method, status: response.status, text }, { method, status: 502, text: expected });
    const ports = liveSite.apis.map((url) => new URL(url).port);
    const internal = ['127.0.0.1', ...ports, 'upstream', 'nginx'].find((word) => text.includes(word));
    assert.equal(internal, undefined, `the answer names ${internal}`);
  }
});
