// The host's nginx in front of the API, checked from outside as a visitor would meet it
// (`npm run test:deployment`): a visitor's X-Forwarded-For changes nothing, `Expect:
// 100-continue` works, a body over the API's limit gets 413 and dead replicas 502, each as
// {"message"} naming nothing internal (shared/http/apiProxy.json, as `npm start`'s proxy).
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { failCheck } from './checkError.mjs';

const { messages } = createRequire(import.meta.url)('../../shared/http/apiProxy.json');

const basic = (username, password) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

async function answer(response) {
  const text = await response.text();
  return { status: response.status, text };
}

/** Six failed sign-ins for one username, each claiming another address: the sixth is held off. */
async function checkSpoofedAddress(base) {
  const username = `xff-check-${Date.now()}`;
  const statuses = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const spoofed = `203.0.113.${attempt}`;
    const response = await fetch(`${base}/api/user/login`, {
      headers: { Authorization: basic(username, 'wrong-password'), 'X-Forwarded-For': spoofed, 'X-Real-IP': spoofed, Forwarded: `for=${spoofed}` },
    });
    statuses.push((await answer(response)).status);
  }
  if (statuses.join() !== '401,401,401,401,401,429') {
    failCheck(`six failed sign-ins, each with another X-Forwarded-For, answered ${statuses.join(', ')}: expected five 401 and a 429`);
  }
}

/** A write whose body follows nginx's `100 Continue`, as curl sends bodies over 1 MB. */
function postWithExpect(url, headers, body) {
  return new Promise((resolve, reject) => {
    let continued = false;
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, Expect: '100-continue', 'Content-Length': Buffer.byteLength(body) } });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text, continued }));
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

async function checkExpectContinue(base, adminPassword) {
  const login = await fetch(`${base}/api/user/login`, { headers: { Authorization: basic('admin', adminPassword) } });
  if (login.status !== 200) failCheck(`admin sign-in through nginx answered ${login.status}`);
  const cookies = Object.fromEntries(login.headers.getSetCookie().map((header) => header.split(';')[0].split('=')));
  const headers = {
    'Content-Type': 'application/json',
    Cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '),
    'X-XSRF-TOKEN': decodeURIComponent(cookies['XSRF-TOKEN'] ?? ''),
  };
  const created = await postWithExpect(`${base}/api/school/subjects`, headers, JSON.stringify({ name: 'Expect check' }));
  if (created.status !== 201 || !created.continued) failCheck(`a write with Expect: 100-continue answered ${created.status} (100 Continue: ${created.continued}): ${created.text}`);
}

/** Bodies over the API's limit, with a Content-Length and in chunks: 413 {"message"}, never nginx's page. */
async function checkTooLarge(base) {
  const expected = JSON.stringify({ message: messages.bodyTooLarge });
  for (const kilobytes of [300, 2048]) {
    const body = JSON.stringify({ name: 'x'.repeat(kilobytes * 1024) });
    for (const [how, sent] of [
      ['with a Content-Length', body],
      ['in chunks', new Blob([body]).stream()],
    ]) {
      const { status, text } = await answer(
        await fetch(`${base}/api/school/subjects`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: sent, duplex: 'half' }),
      );
      if (status !== 413 || text !== expected) failCheck(`a ${kilobytes} KB body ${how} answered ${status} ${text.slice(0, 200)}; expected 413 ${expected}`);
    }
  }
}

/** Steps 3i: what nginx does with what a visitor sends to /api. */
export async function checkApiFront(base, adminPassword) {
  await checkSpoofedAddress(base);
  await checkExpectContinue(base, adminPassword);
  await checkTooLarge(base);
  return 'a spoofed X-Forwarded-For counted as the connecting address (429 on the sixth failure); Expect: 100-continue → 201; 300 KB and 2 MB → 413 {"message"}';
}

/** With every replica stopped: 502 {"message"}, no address, port or error code of the inside. */
export async function checkApiDown(base, apiPorts) {
  const expected = JSON.stringify({ message: messages.apiUnavailable });
  for (const [method, body] of [['GET', undefined], ['POST', JSON.stringify({ name: 'X' })]]) {
    const { status, text } = await answer(await fetch(`${base}/api/school/subjects`, { method, body, headers: { 'Content-Type': 'application/json' } }));
    if (status !== 502 || text !== expected) failCheck(`${method} /api/school/subjects with no replica answered ${status} ${text.slice(0, 300)}; expected 502 ${expected}`);
    const internal = ['127.0.0.1', ...apiPorts.map(String), 'upstream', 'nginx'].find((word) => text.includes(word));
    if (internal) failCheck(`the answer names ${internal}: ${text}`);
  }
  return `GET and POST answered 502 ${expected}`;
}
