// The host's /api proxy of `npm start` (scripts/sectionServer.mjs) in front of the real API: the
// visitor's address is the connection's, whatever X-Forwarded-For says; the proxy never answers
// 500: `Expect: 100-continue` works, an oversized body gets 413 and an API that is down 502, each
// as {"message"} naming no internal address.
import apiProxy from '@school/shared/http/apiProxy.json';
import { messages } from '@school/shared/messages';
import { pdfDocument, uploadForm } from '../testing/mediaFixtures';
import { ApiClient, basicAuth } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { freePort } from './support/apiProcess';
import { startHostProxy, type HostProxy } from './support/hostProxy';
import { sendRaw } from './support/rawHttp';

let api: TestApi;
let proxy: HostProxy;

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startHostProxy(api.baseUrl);
}, 30_000);

afterAll(async () => {
  await proxy?.close();
  await api?.close();
});

/** What must never reach a visitor: the API's address, port or a system error code. */
function expectNoInternals(body: string, apiUrl: string) {
  const { host, port } = new URL(apiUrl);
  expect(body).not.toContain(host);
  expect(body).not.toMatch(new RegExp(`\\b${port}\\b`));
  expect(body).not.toMatch(/E[A-Z]{4,}|FST_|UND_ERR/);
}

describe('X-Forwarded-For sent by a visitor', () => {
  it('does not change the address the sign-in throttle counts', async () => {
    await api.createUser('spoofed', 'right-password-1', 'USER');
    const client = new ApiClient(proxy.url);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await client.get('/api/user/login', {
        headers: { authorization: basicAuth('spoofed', 'wrong-password'), 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await client.get('/api/user/login', {
      headers: { authorization: basicAuth('spoofed', 'right-password-1'), 'x-forwarded-for': '198.51.100.99, 203.0.113.200' },
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('Expect: 100-continue', () => {
  it('gets the 100 and then the API answer', async () => {
    const admin = (await api.signedIn('ADMIN')).at(proxy.url);
    const created = await admin.sendExpectingContinue('POST', '/api/school/subjects', { name: 'Astronomie' });
    expect(created).toMatchObject({ status: 201, continued: true });
    expect(JSON.parse(created.body)).toMatchObject({ name: 'Astronomie' });
    const refused = await admin.sendExpectingContinue('POST', '/api/school/subjects', { name: '' });
    expect(refused.status).toBe(400);
  });
});

describe('a body in chunks, without a Content-Length', () => {
  it('reaches the API whole', async () => {
    const admin = await api.signedIn('ADMIN');
    const body = Buffer.from(JSON.stringify({ name: 'Geologie' }));
    const head = [
      'POST /api/school/subjects HTTP/1.1',
      'Host: 127.0.0.1',
      'Connection: close',
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      `Cookie: ${admin.cookieHeader()}`,
      `X-XSRF-TOKEN: ${admin.xsrfToken}`,
    ].join('\r\n');
    const chunks = Buffer.concat([body.subarray(0, 5), body.subarray(5)].map((part) => Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])));
    const response = await sendRaw(proxy.port, Buffer.concat([Buffer.from(`${head}\r\n\r\n`), chunks, Buffer.from('0\r\n\r\n')]));
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body.toString())).toMatchObject({ name: 'Geologie' });
  });
});

describe('a body over the limit', () => {
  const oversized = Buffer.from(JSON.stringify({ name: 'x'.repeat(300 * 1024) }));

  it('gets 413 {"message"} from the proxy, every time', async () => {
    const admin = (await api.signedIn('ADMIN')).at(proxy.url);
    const statuses = new Set<number>();
    for (let round = 0; round < 20; round += 1) {
      const response = await admin.post('/api/school/subjects', undefined, { rawBody: oversized.toString(), contentType: 'application/json' });
      statuses.add(response.status);
      expect(await response.json()).toEqual({ message: messages.api.bodyTooLarge });
    }
    expect([...statuses]).toEqual([413]);
  });

  it('gets 413 when it comes in chunks, without a Content-Length', async () => {
    const head = 'POST /api/school/subjects HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = Buffer.concat([Buffer.from(`${oversized.length.toString(16)}\r\n`), oversized, Buffer.from('\r\n0\r\n\r\n')]);
    const response = await sendRaw(proxy.port, Buffer.concat([Buffer.from(head), chunk]));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toEqual({ message: messages.api.bodyTooLarge });
  });
});

describe('uploads through the proxy', () => {
  it('streams an upload larger than the JSON limit to /api/media, and refuses one announcing more than 51 MB', async () => {
    const manager = (await api.signedIn('MANAGER')).at(proxy.url);
    const pdf = Buffer.concat([pdfDocument(), Buffer.alloc(3 * 1024 * 1024, 32)]);
    const accepted = await manager.request('POST', '/api/media', { rawBody: uploadForm('Mare.pdf', pdf) });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ originalName: 'Mare.pdf', sizeBytes: pdf.length });

    const head = [
      'POST /api/media HTTP/1.1',
      'Host: 127.0.0.1',
      'Connection: close',
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${apiProxy.upload.bodyLimitBytes + 1}`,
      `Cookie: ${manager.cookieHeader()}`,
      `X-XSRF-TOKEN: ${manager.xsrfToken}`,
    ].join('\r\n');
    const refused = await sendRaw(proxy.port, Buffer.from(`${head}\r\n\r\n--x\r\n`));
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body.toString())).toEqual({ message: 'The upload is larger than 51 MB.' });
  });
});

describe('the API down', () => {
  let downUrl: string;
  let orphan: HostProxy;
  beforeAll(async () => {
    downUrl = `http://127.0.0.1:${await freePort()}`;
    orphan = await startHostProxy(downUrl);
  });
  afterAll(() => orphan?.close());

  it('answers 502 {"message"} naming no internal address', async () => {
    for (const [method, body] of [['GET', undefined], ['POST', JSON.stringify({ name: 'X' })]] as const) {
      const response = await fetch(`${orphan.url}/api/school/subjects`, { method, body, headers: { 'content-type': 'application/json' } });
      const text = await response.text();
      expect({ method, status: response.status }).toEqual({ method, status: 502 });
      expect(JSON.parse(text)).toEqual({ message: messages.api.apiUnavailable });
      expectNoInternals(text, downUrl);
    }
  });

  it('still refuses an oversized body with 413: the proxy judges it, not the API', async () => {
    const response = await fetch(`${orphan.url}/api/school/subjects`, {
      method: 'POST',
      body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.api.bodyTooLarge });
  });
});
