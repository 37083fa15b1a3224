// The host's nginx in front of the API, as a visitor meets it: a visitor's X-Forwarded-For changes
// nothing, `Expect: 100-continue` works, a body over the API's limit gets 413 {"message"} (the
// texts of shared/http/apiProxy.json, as `npm start`'s proxy). Run after the browser tests: the
// spoofing test spends this address's sign-in failures.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import testClient from '../../api/src/testing/apiClient.js';
import { liveSite, needsLiveSite } from './support/liveSite.mjs';

const { messages } = createRequire(import.meta.url)('../../shared/http/apiProxy.json');
const { ApiClient, basicAuth } = testClient;

test('six failed sign-ins, each claiming another X-Forwarded-For, count as one address: the sixth is held off', needsLiveSite, async () => {
  const visitor = new ApiClient(liveSite.url);
  const username = `xff-check-${Date.now()}`;
  const statuses = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const spoofed = `203.0.113.${attempt}`;
    const response = await visitor.get('/api/user/login', {
      headers: { authorization: basicAuth(username, 'wrong-password'), 'x-forwarded-for': spoofed, 'x-real-ip': spoofed, forwarded: `for=${spoofed}` },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
});

test('a write whose body follows nginx\'s 100 Continue is answered by the API', needsLiveSite, async () => {
  const admin = new ApiClient(liveSite.url);
  assert.equal((await admin.login('admin', liveSite.adminPassword)).status, 200, 'admin sign-in through nginx');
  const created = await admin.sendExpectingContinue('POST', '/api/school/subjects', { name: 'Expect check' });
  assert.deepEqual({ status: created.status, continued: created.continued }, { status: 201, continued: true }, created.body);
});

test('bodies over the API\'s limit, with a Content-Length and in chunks, get 413 {"message"}, never nginx\'s page', needsLiveSite, async () => {
  const expected = JSON.stringify({ message: messages.bodyTooLarge });
  for (const kilobytes of [300, 2048]) {
    const body = JSON.stringify({ name: 'x'.repeat(kilobytes * 1024) });
    for (const [how, sent] of [
      ['with a Content-Length', body],
      ['in chunks', new Blob([body]).stream()],
    ]) {
      const response = await fetch(`${liveSite.url}/api/school/subjects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: sent, duplex: 'half' });
      assert.deepEqual({ status: response.status, text: await response.text() }, { status: 413, text: expected }, `a ${kilobytes} KB body ${how}`);
    }
  }
});
