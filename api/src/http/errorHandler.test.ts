import { messages } from '@school/shared/validation';
import { buildApp } from '../app';
import { json, type ApiClient } from '../testing/apiClient';
import { listenOnFreePort } from '../testing/listen';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { testConfig } from '../testing/testConfig';
import { createTestDatabase } from '../testing/testDatabase';

let api: TestApi;
let admin: ApiClient;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  admin = await api.signedIn('ADMIN');
});
afterAll(() => api.close());

describe('bodies the API does not read', () => {
  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await admin.request('POST', '/api/school/subjects', { rawBody: '{"name": "Fizică",', contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: messages.api.malformedJson });
  });

  it('answers 413 for a body over 100 KB', async () => {
    const response = await admin.post('/api/school/subjects', { name: 'x'.repeat(103 * 1024) });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ message: messages.api.bodyTooLarge });
  });

  it('answers 415 for a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await admin.request('POST', '/api/school/subjects', { rawBody: 'name=Fizică', contentType });
      expect(response.status).toBe(415);
      expect(await json(response)).toEqual({ message: messages.api.unsupportedContentType });
    }
  });

  it('accepts JSON with a charset', async () => {
    const response = await admin.request('POST', '/api/school/subjects', {
      rawBody: JSON.stringify({ name: 'Fizică' }),
      contentType: 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(201);
  });

  it('answers 404 JSON for an unknown path', async () => {
    const response = await api.client().get('/api/nothing-here');
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
