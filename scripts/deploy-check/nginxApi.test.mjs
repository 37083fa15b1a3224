// The host's nginx in front of the API, as a visitor meets it: a visitor's X-Forwarded-For changes
// nothing, `Expect: 100-continue` works, a body over the API's limit gets 413 {"message"} (the
// texts of shared/http/apiProxy.json, as `npm start`'s proxy), uploads up to 51 MB reach
// /api/media only and the file is served by either replica, and the API's public answers are
// shared between visitors, kept compressed once for all of them. Run after the browser tests: the spoofing test spends this address's
// sign-in failures.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import testClient from '../../api/src/testing/apiClient.js';
import { liveSite, needsLiveSite } from './support/liveSite.mjs';
import { rawGet } from './support/rawGet.mjs';

const { messages, upload } = createRequire(import.meta.url)('../../shared/http/apiProxy.json');
const { LIVE_SHELL_HEADER } = createRequire(import.meta.url)('../../shared/http/servingRules.cjs');
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

test('an upload of several MB reaches /api/media through nginx, its file is served by both replicas, and one over 51 MB gets 413', needsLiveSite, async () => {
  const admin = new ApiClient(liveSite.url);
  assert.equal((await admin.login('admin', liveSite.adminPassword)).status, 200, 'admin sign-in through nginx');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(3 * 1024 * 1024, 32)]);
  const form = new FormData();
  form.append('file', new Blob([pdf]), 'Regulament.pdf');
  const created = await admin.request('POST', upload.path, { rawBody: form });
  assert.equal(created.status, 201, await created.clone().text());
  const { url } = await created.json();
  for (let round = 0; round < 4; round += 1) {
    const served = await admin.get(url);
    assert.equal(served.status, 200, `round ${round}`);
    assert.equal((await served.arrayBuffer()).byteLength, pdf.length);
  }
  // Only the head, announcing more than the limit: nginx answers before any of the body is sent.
  const { port } = new URL(liveSite.url);
  const answer = await new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect({ host: '127.0.0.1', port: Number(port) }, () =>
      socket.write(`POST ${upload.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${upload.bodyLimitBytes + 1}\r\n\r\n`),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
  assert.match(answer, /^HTTP\/1\.1 413 /);
  assert.ok(answer.endsWith(JSON.stringify({ message: messages.uploadTooLarge })), answer);
  const elsewhere = await fetch(`${liveSite.url}/api/school/subjects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }) });
  assert.equal(elsewhere.status, 413);
});

test('a public answer is shared between visitors; a signed-in or a fresh request reaches the API, and its answer is then the shared one', needsLiveSite, async () => {
  const admin = new ApiClient(liveSite.url);
  assert.equal((await admin.login('admin', liveSite.adminPassword)).status, 200, 'admin sign-in through nginx');
  const publish = async (title) => {
    const response = await admin.post('/api/content/news', { title, place: 'Școala', date: '2026-01-15', body: `<p>${title}.</p>`, status: 'PUBLISHED' });
    assert.equal(response.status, 201, await response.text());
  };
  const visitor = new ApiClient(liveSite.url);
  const titles = async (client, headers = {}) => {
    const response = await client.get('/api/content/news', { headers });
    assert.equal(response.status, 200);
    return (await response.json()).items.map((post) => post.title);
  };
  const first = `Vestea întâi ${Date.now()}`;
  const second = `Vestea a doua ${Date.now()}`;
  await publish(first);
  assert.ok((await titles(visitor, { 'cache-control': 'no-cache' })).includes(first), 'a fresh request sees the first post');
  await publish(second);
  assert.ok((await titles(admin)).includes(second), 'the editor, signed in, is answered by the API');
  assert.ok(!(await titles(visitor)).includes(second), 'a visitor gets the answer shared moments ago (the API allows 30 s)');
  assert.ok((await titles(visitor, { pragma: 'no-cache' })).includes(second), 'a reload asks the API');
  assert.ok((await titles(visitor)).includes(second), 'the fresh answer replaced the shared one');
  const third = `Vestea a treia ${Date.now()}`;
  await publish(third);
  assert.ok(!(await titles(visitor)).includes(third), 'shared again');
  assert.ok((await titles(visitor, { [LIVE_SHELL_HEADER]: '1' })).includes(third), "the renderer's request (the live shell asked for) reaches the API");
});

test('the shared answer is kept compressed once: a visitor who accepts gzip gets it so, one who does not gets the same answer plain', needsLiveSite, async () => {
  const admin = new ApiClient(liveSite.url);
  assert.equal((await admin.login('admin', liveSite.adminPassword)).status, 200, 'admin sign-in through nginx');
  const publish = async (title) => {
    const response = await admin.post('/api/content/news', { title, place: 'Școala', date: '2026-01-16', body: `<p>${title}: ${'o zi de școală '.repeat(40)}</p>`, status: 'PUBLISHED' });
    assert.equal(response.status, 201, await response.text());
  };
  const titles = (body) => JSON.parse(body.toString('utf8')).items.map((post) => post.title);
  const kept = `Știrea păstrată ${Date.now()}`;
  await publish(kept);
  const compressed = await rawGet(`${liveSite.url}/api/content/news`, { 'accept-encoding': 'gzip', 'cache-control': 'no-cache' });
  assert.deepEqual([compressed.status, compressed.headers['content-encoding']], [200, 'gzip'], 'a fresh answer, compressed, now the shared one');
  assert.ok(titles(gunzipSync(compressed.body)).includes(kept));
  const later = `Știrea de după ${Date.now()}`;
  await publish(later);
  const plain = await rawGet(`${liveSite.url}/api/content/news`);
  assert.deepEqual([plain.status, plain.headers['content-encoding']], [200, undefined], 'a visitor who does not accept gzip gets JSON as it is');
  assert.deepEqual(titles(plain.body), titles(gunzipSync(compressed.body)), 'the shared answer, not a new one from the API');
  assert.ok(!titles(plain.body).includes(later));
});
