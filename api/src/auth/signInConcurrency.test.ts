// The sign-in limit under concurrency: each password check is reserved in the database before
// hashing, so two API instances on one database (as in production) check at most 5 passwords of
// one user from one address, however many arrive at once. SQLite here, PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { createHashingGate } from './hashingGate';
import { createDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { fetchFrom } from '../testing/fromAddress';
import { json } from '../testing/apiClient';
import { listenOnFreePort } from '../testing/listen';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { testConfig } from '../testing/testConfig';
import { signInMessages } from '@school/shared/messages/sign-in';

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

describe('200 simultaneous sign-ins for one user from one address, on two API instances', () => {
  let api: TestApi;
  let second: { app: FastifyInstance; db: Kysely<Database>; url: string };

  beforeAll(async () => {
    // Room in the hashing gate for every request, so only the reservation in the database limits them.
    const hashingGate = { concurrency: 2, perAddress: 500, maxWaiting: 500 };
    api = await startTestApi({ seed: false, hashingGate });
    const db = createDatabase(api.config.databaseUrl);
    const app = await buildApp({ db, config: testConfig(api.config.databaseUrl), now: api.clock.now, logger: false, hashingGate: createHashingGate(hashingGate) });
    second = { app, db, url: await listenOnFreePort(app) };
    await api.createUser('target', 'the right password', 'USER');
  });
  afterAll(async () => {
    await second.app.close();
    await second.db.destroy();
    await api.close();
  });

  it('check at most 5 passwords; the others, the right one in the middle among them, answer 429 with Retry-After', async () => {
    const address = '127.0.0.20';
    const right = 100;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetchFrom(address, `${i % 2 === 0 ? api.baseUrl : second.url}/api/user/login`, {
          headers: { authorization: basic('target', i === right ? 'the right password' : `guess ${i}`) },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    const checked = statuses.filter((status) => status === 401 || status === 200);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses[right]).toBe(429);
    for (const response of responses.filter((r) => r.status !== 401 && r.status !== 200)) {
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await json(response)).toEqual({ message: signInMessages.login.tooManyAttempts });
    }
    const recorded = await api.db.selectFrom('login_attempts').select('id').where('ip', '=', address).execute();
    expect(recorded.length).toBe(checked.length);
  });
});
