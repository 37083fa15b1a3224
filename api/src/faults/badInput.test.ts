// Bad input: fast-check throws random and malformed requests — bodies, paths, headers, encodings,
// framing — at every endpoint, signed out and signed in (USER, ADMIN with and without the XSRF
// header). Never a 500, never a crash, never a changed row for a refused request, and the server
// still answers afterwards. Sent straight at the API and through the host's /api proxy of
// `npm start`. Runs over SQLite, and over PostgreSQL when TEST_DATABASE_URL is set.
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { startHostProxy, type HostProxy } from './support/hostProxy';
import { encodeRequest, sendRaw, type RawRequest } from './support/rawHttp';

const numRuns = 150;
// Every run is one request and a few reads; the seed lets fast-check's failures be replayed.
const runs = { numRuns, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true } as const;

let api: TestApi;
let proxy: HostProxy;
let admin: ApiClient;
let user: ApiClient;

/** The rows a refused request must leave alone (sessions and failed sign-ins change by design). */
async function snapshot(db: Kysely<Database>): Promise<string> {
  const tables = ['users', 'about_us', 'subjects', 'teachers', 'classes'] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().orderBy('id').execute()));
  return JSON.stringify(rows);
}

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startHostProxy(api.baseUrl);
  admin = await api.signedIn('ADMIN');
  user = await api.signedIn('USER');
}, 30_000);

afterAll(async () => {
  await proxy?.close();
  await api?.close();
});

/** Signs the ADMIN and USER clients in again when a request ended their session (logout). */
async function refreshSessions(): Promise<void> {
  for (const client of [admin, user]) {
    if ((await client.get('/api/user/me')).status !== 200) {
      const fresh = await api.signedIn(client === admin ? 'ADMIN' : 'USER');
      client.cookies.clear();
      for (const [name, value] of fresh.cookies) client.cookies.set(name, value);
    }
  }
}


// ---------------------------------------------------------------------------------------------
// Arbitraries

const collections = ['subjects', 'teachers', 'classes'] as const;

const weirdIds = [
  '-1', '0', '1e9', '1e1', '%00', '..%2F', '../', '..', '%2e%2e%2f', '1.5', '00001', '2147483647', '2147483648',
  '99999999999999999999', 'NaN', 'Infinity', '0x10', '%201', '1%20', '%E2%80%8B1', "1'%20or%20'1'='1", '1;', '__proto__',
  'constructor', '%C0%AE%C0%AE', '%FF', '1/2', '1?x=2', '1#x', '1,2', '١',
];
const validIds = ['1', '2', '3', '7', '30'];

const id = fc.oneof(
  fc.constantFrom(...weirdIds),
  fc.constantFrom(...validIds),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
);

/** [method, path] for every route, with random ids; sometimes another method on it. */
const endpoint: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.constantFrom<[string, string]>(
    ['GET', '/api/health'],
    ['GET', '/api/user/login'],
    ['POST', '/api/user/logout'],
    ['GET', '/api/user/me'],
    ['POST', '/api/user/registration'],
    ['GET', '/api/school/about-us'],
    ['PUT', '/api/school/about-us'],
  ),
  fc.tuple(fc.constantFrom('GET', 'POST'), fc.constantFrom(...collections)).map(([m, c]): [string, string] => [m, `/api/school/${c}`]),
  fc
    .tuple(fc.constantFrom('GET', 'PUT', 'DELETE'), fc.constantFrom(...collections), id)
    .map(([m, c, i]): [string, string] => [m, `/api/school/${c}/${i}`]),
  fc
    .tuple(fc.constantFrom('PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'DELETE', 'PUT', 'POST'), fc.constantFrom(
      '/api/school/subjects', '/api/school/about-us', '/api/user/login', '/api/health', '/api/school/teachers/1', '/api',
    ))
    .map(([m, p]): [string, string] => [m, p]),
);

/** Bytes that are not valid UTF-8: lone continuation bytes, overlong forms, surrogates, 0xFF. */
const invalidUtf8 = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom([0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80]))
  .map(([text, bad]) => Buffer.concat([Buffer.from(text), Buffer.from(bad)]));

const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":"yes","role":"ADMIN"},"name":"Proto"}',
  '{"constructor":{"prototype":{"polluted":"yes"}},"name":"Ctor"}',
  '{"name":"x","subject":{"__proto__":{"id":1}},"master":{"constructor":{"prototype":{"polluted":"yes"}}}}',
  '{"username":"protouser","password":"password-1","firstName":"A","lastName":"B","__proto__":{"role":"ADMIN"}}',
  '{"__proto__":[],"toString":"x","valueOf":1,"hasOwnProperty":null}',
);

const fieldNames = [
  'name', 'firstName', 'lastName', 'gender', 'position', 'subject', 'degree', 'yearsOfService', 'number',
  'educationType', 'master', 'username', 'password', 'role', 'id', 'description', 'history', 'email', 'phone',
  'fax', 'address', 'city', 'region', 'country', 'latitude', 'longitude', '__proto__', 'constructor',
];
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 1e-300, 2147483648, -2147483649, 0.5, '', ' ', '\u0000', '\u202e', 'ADMIN', 'MALE', 'TEACHER', 'PRIMARY', 'I'),
  fc.record({ id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)) }),
  fc.string({ maxLength: 300 }),
);
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), fieldValue, { maxKeys: 14 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  pollution,
  fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '[]', 'null', 'true', '""', '{', '{"a":}', "{'a':1}", '\uFEFF{}', '{"name":"a"}{"name":"b"}'),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);
const body: fc.Arbitrary<Buffer | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: jsonBody.map((text) => Buffer.from(text)), weight: 6 },
  { arbitrary: invalidUtf8, weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  // Past the 100 KiB limit.
  { arbitrary: fc.integer({ min: 100 * 1024 - 10, max: 300 * 1024 }).map((n) => Buffer.from(`{"name":"${'x'.repeat(n)}"}`)), weight: 1 },
);

const contentType = fc.option(
  fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 4 },
    fc.constantFrom(
      'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'APPLICATION/JSON',
      'application/json;;;', 'application/json; charset="', 'text/plain', 'text/html', 'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x', 'application/xml', 'application/vnd.api+json', '', '*/*', 'application/',
    ),
    fc.string({ maxLength: 40 }),
  ),
  { nil: undefined, freq: 8 },
);

type Auth = 'anonymous' | 'admin' | 'admin-no-xsrf' | 'admin-wrong-xsrf' | 'user' | 'garbage-cookies';
const auth = fc.constantFrom<Auth>('anonymous', 'admin', 'admin', 'admin', 'admin-no-xsrf', 'admin-wrong-xsrf', 'user', 'garbage-cookies');
const garbageCookie = fc.oneof(
  fc.constantFrom('sid=__proto__', '__proto__=1; constructor=2', 'sid=%ZZ', 'XSRF-TOKEN=; sid=', 'sid="', ';;;=;', 'XSRF-TOKEN=a.b.c'),
  fc.string({ maxLength: 100 }).map((s) => `sid=${s}`),
);

const extraHeaders: fc.Arbitrary<[string, Buffer | string][]> = fc.array(
  fc.oneof(
    fc.tuple(fc.constant('Authorization'), fc.oneof(
      fc.string({ maxLength: 40 }).map((s) => `Basic ${Buffer.from(s).toString('base64')}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => `Basic ${Buffer.from(b).toString('base64')}`),
      fc.constantFrom('Basic', 'Basic ', 'Basic ====', 'Basic Og==', 'Bearer x', 'basic YWRtaW46', `Basic ${'A'.repeat(8000)}`),
    )),
    fc.tuple(fc.constantFrom('X-Forwarded-For', 'Accept', 'Accept-Encoding', 'Origin', 'Referer', 'X-XSRF-TOKEN', 'Content-Encoding'), fc.string({ maxLength: 60 })),
    fc.tuple(fc.constant('Expect'), fc.constantFrom('100-continue', '100-Continue', 'nothing')),
    fc.tuple(fc.constantFrom('X-Weird', 'Content-Language', 'Cookie'), invalidUtf8),
  ),
  { maxLength: 3 },
);

const query = fc.option(fc.oneof(fc.constantFrom('?', '?id=1', '?__proto__[polluted]=1', '?a=%00&a=%FF', '?constructor.prototype.polluted=1'), fc.string({ maxLength: 20 }).map((s) => `?${encodeURIComponent(s)}`)), { nil: '' });

function requestFor(method: string, path: string, who: Auth, cookies: string | undefined, type: string | undefined, extra: [string, Buffer | string][], payload: Buffer | undefined): RawRequest {
  const headers: [string, Buffer | string][] = [];
  const client = who.startsWith('admin') ? admin : who === 'user' ? user : undefined;
  if (client) headers.push(['Cookie', client.cookieHeader()]);
  if (who === 'garbage-cookies' && cookies !== undefined) headers.push(['Cookie', cookies]);
  if (client && who !== 'admin-no-xsrf') headers.push(['X-XSRF-TOKEN', who === 'admin-wrong-xsrf' ? `${client.xsrfToken}x` : (client.xsrfToken ?? '')]);
  if (type !== undefined) headers.push(['Content-Type', type]);
  headers.push(...extra);
  return { method, path, headers, body: payload };
}

const statusCounts = new Map<number | null, number>();
afterAll(() => {
  if (process.env.FAULT_STATS) console.log(Object.fromEntries(statusCounts));
});

async function checkOne(port: number, request: RawRequest): Promise<void> {
  const before = await snapshot(api.db);
  const response = await sendRaw(port, encodeRequest(request));
  if (process.env.FAULT_STATS) statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
  const path = request.path.toString();
  const label = `${request.method} ${path.slice(0, 120)} → ${response.status}`;
  if (response.status === null || response.status >= 500) throw new Error(`${label}\n${response.head}\n${response.body.toString().slice(0, 300)}`);
  if (response.status >= 400) {
    const after = await snapshot(api.db);
    if (after !== before) throw new Error(`${label}: a refused request changed rows`);
  }
  if (({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).role !== undefined) {
    throw new Error(`${label}: Object.prototype was polluted`);
  }
  if (path === '/api/user/logout' || path.startsWith('/api/user/login')) await refreshSessions();
}

const targets: [string, () => string][] = [
  ['straight at the API', () => api.baseUrl],
  ["through the host's /api proxy", () => proxy.url],
];

describe.each(targets)('random and malformed requests at every endpoint, %s', (_target, baseUrl) => {
  const port = () => Number(new URL(baseUrl()).port);

  it('are answered without a 500 and refused ones change no row', async () => {
    await fc.assert(
      fc.asyncProperty(endpoint, query, auth, garbageCookie, contentType, extraHeaders, body, async ([method, path], q, who, cookies, type, extra, payload) => {
        await checkOne(port(), requestFor(method, `${path}${q}`, who, cookies, type, extra, payload));
      }),
      runs,
    );
  }, 120_000);

  it('survive raw bytes in the path, the headers and the framing', async () => {
    const rawPath = fc.oneof(
      fc.tuple(fc.constantFrom('/api/school/subjects/', '/api/school/teachers/', '/api/', '/'), fc.uint8Array({ minLength: 1, maxLength: 30 }))
        .map(([prefix, bytes]) => Buffer.concat([Buffer.from(prefix), Buffer.from(bytes).filter((b) => b > 0x20 && b !== 0x7f)])),
      fc.constantFrom('/api/school/subjects/../../../etc/passwd', '/api/school/subjects/%2e%2e/%2e%2e/etc/passwd', '/api//school//subjects', '//api/health', '/api/school/subjects/1/', '*', 'http://127.0.0.1/api/health', '/api/school/subjects/\u00001', '/api/%'),
      invalidUtf8.map((bytes) => Buffer.concat([Buffer.from('/api/school/teachers/'), bytes.filter((b) => b > 0x20 && b !== 0x7f)])),
    );
    const framing = fc.constantFrom<[string, string][]>(
      [['Content-Length', 'abc']],
      [['Content-Length', '-1']],
      [['Content-Length', '5'], ['Content-Length', '6']],
      [['Transfer-Encoding', 'chunked']],
      [['Transfer-Encoding', 'gzip, chunked']],
      [['Transfer-Encoding', 'identity']],
      [],
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'PUT', 'POST', 'DELETE'), rawPath, auth, framing, body, async (method, path, who, frame, payload) => {
        const request = requestFor(method, path.toString('latin1'), who, undefined, 'application/json', frame, payload);
        const chunked = frame.some(([name, value]) => name === 'Transfer-Encoding' && value.endsWith('chunked'));
        request.path = path;
        request.omitContentLength = frame.length > 0;
        if (chunked && payload) request.body = Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n0\r\n\r\n')]);
        const before = await snapshot(api.db);
        const response = await sendRaw(port(), encodeRequest(request), 3000);
        // Broken framing may be answered 400 or by closing the connection; never by a 5xx.
        if (response.status !== null && response.status >= 500) throw new Error(`${method} ${path.toString('latin1')} → ${response.status}: ${response.body}`);
        if (response.status === null || response.status >= 400) expect(await snapshot(api.db)).toBe(before);
        await refreshSessions();
      }),
      { ...runs, numRuns: 100 },
    );
  }, 120_000);

  it('sign-in with random Basic credentials is 401 or 429, never more', async () => {
    const credentials = fc.oneof(
      fc.tuple(fc.string({ maxLength: 60 }), fc.string({ maxLength: 200 })).map(([u, p]) => Buffer.from(`${u}:${p}`)),
      fc.tuple(fc.constantFrom('admin', 'admin1', 'ADMIN', ' admin ', '__proto__', 'constructor'), invalidUtf8).map(([u, p]) => Buffer.concat([Buffer.from(`${u}:`), p])),
      fc.uint8Array({ maxLength: 100 }).map((b) => Buffer.from(b)),
    );
    await fc.assert(
      fc.asyncProperty(credentials, async (raw) => {
        const before = await snapshot(api.db);
        const response = await new ApiClient(baseUrl()).get('/api/user/login', { headers: { authorization: `Basic ${raw.toString('base64')}` } });
        expect([400, 401, 429]).toContain(response.status);
        expect(await snapshot(api.db)).toBe(before);
      }),
      { ...runs, numRuns: 100 },
    );
  }, 120_000);

  afterAll(async () => {
    // Still answering, still serving the same data, the process never died.
    const health = await new ApiClient(baseUrl()).get('/api/health');
    expect(health.status).toBe(200);
    expect((await new ApiClient(baseUrl()).get('/api/school/about-us')).status).toBe(200);
  });
});
