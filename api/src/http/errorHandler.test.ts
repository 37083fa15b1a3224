import { messages } from '@school/shared/messages';
import { buildApp } from '../app';
import { json } from '../testing/apiClient';
import { listenOnFreePort } from '../testing/listen';
import { withAdminTestApi } from '../testing/testApiSetup';
import { testConfig } from '../testing/testConfig';
import { createTestDatabase } from '../testing/testDatabase';
import { encodeRequest, sendRaw } from '../faults/support/rawHttp';

const t = withAdminTestApi({ seed: false });

describe('bodies the API does not read', () => {
  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await t.admin.request('POST', '/api/school/subjects', { rawBody: '{"name": "Fizică",', contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: messages.api.malformedJson });
  });

  it('answers 413 for a body over 100 KB', async () => {
    const response = await t.admin.post('/api/school/subjects', { name: 'x'.repeat(103 * 1024) });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ message: messages.api.bodyTooLarge });
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await t.admin.request('POST', '/api/school/subjects', { rawBody: 'name=Fizică', contentType });
      expect(response.status).toBe(415);
      expect(await json(response)).toEqual({ message: messages.api.unsupportedContentType });
    }
  });

  it('accepts JSON with a charset', async () => {
    const response = await t.admin.request('POST', '/api/school/subjects', {
      rawBody: JSON.stringify({ name: 'Fizică' }),
      contentType: 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(201);
  });

  it('answers 404 JSON for an unknown path', async () => {
    const response = await t.api.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: messages.api.notFound });
  });
});

describe('unexpected errors', () => {
  it('answer 500 with no internals', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(database.url), logger: false });
    app.get('/api/boom', async () => {
      throw new Error('secret internals: connection string postgres://user:pw@db');
    });
    try {
      const response = await fetch(`${await listenOnFreePort(app)}/api/boom`);
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({ message: 'Unexpected error occurred.' });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('errors outside the routes, in the one shape', () => {
  const port = () => Number(new URL(t.api.baseUrl).port);
  const bodyOf = (raw: { body: Buffer }) => JSON.parse(raw.body.toString('utf8'));

  it('answers a URL that cannot be decoded with 400 {"message"}, no framework code', async () => {
    for (const path of ['/api/%E0%A4%A', '/api/school/subjects/%']) {
      const response = await sendRaw(port(), encodeRequest({ method: 'GET', path }));
      expect(response.status).toBe(400);
      expect(bodyOf(response)).toEqual({ message: messages.api.badUrl });
    }
  });

  it('answers oversized headers with 431 {"message"}', async () => {
    const response = await sendRaw(port(), encodeRequest({ method: 'GET', path: '/api/health', headers: [['X-Big', 'x'.repeat(20_000)]] }));
    expect(response.status).toBe(431);
    expect(response.head).toMatch(/content-type: application\/json/i);
    expect(bodyOf(response)).toEqual({ message: messages.api.headersTooLarge });
  });

  it('answers bytes that are not HTTP with 400 {"message"}', async () => {
    const response = await sendRaw(port(), Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toEqual({ message: messages.api.badRequest });
  });

  it('answers a known path with a method it does not take with 405 and Allow', async () => {
    const collection = await t.api.client().delete('/api/school/subjects');
    expect(collection.status).toBe(405);
    expect(collection.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await json(collection)).toEqual({ message: messages.api.methodNotAllowed });

    const item = await t.api.client().request('PATCH', '/api/school/subjects/1');
    expect(item.status).toBe(405);
    expect(item.headers.get('allow')).toBe('DELETE, GET, HEAD, PUT');

    const login = await t.api.client().post('/api/user/login', {});
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('GET, HEAD');
    // An unknown path stays 404.
    expect((await t.api.client().delete('/api/school/nothing')).status).toBe(404);
  });
});
