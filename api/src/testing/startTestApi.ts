// The real API on a free port over a fresh database, for HTTP tests.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role, User } from '@school/shared/types';
import { buildApp, type AppOptions } from '../app';
import { createHashingGate, type HashingGate, type HashingGateLimits } from '../auth/hashingGate';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { seedContentIfEmpty } from '../db/seed/contentSeed';
import { seedIfEmpty } from '../db/seed/seed';
import { insertUser } from '../repositories/usersRepository';
import { ApiClient } from './apiClient';
import { nextVisitorAddress } from './fromAddress';
import { listenOnFreePort } from './listen';
import { createTestClock, type TestClock } from './testClock';
import { testConfig, testHashing } from './testConfig';
import { createTestDatabase } from './testDatabase';

export interface TestApi {
  baseUrl: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: TestClock;
  config: Config;
  /** The gate the API's password hashes go through (tests wait on its occupancy). */
  hashingGate: HashingGate;
  /** A new client with an empty cookie jar, connecting from `sourceAddress` when given. */
  client(sourceAddress?: string): ApiClient;
  createUser(username: string, password: string, role: Role): Promise<User>;
  /** A client signed in as a fresh user of that role (from an address of its own, so the sign-in
   *  limits per address that other tests exhaust never refuse it). */
  signedIn(role: Role): Promise<ApiClient>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  seed?: boolean;
  /** Also seed the content platform (news, pages, documents, galleries). */
  seedContent?: boolean;
  config?: Partial<Config>;
  hashingGate?: HashingGateLimits;
  /** Where the API logs (tests that read its log lines); none by default. */
  logger?: AppOptions['logger'];
  /** On SQLite even when the tests run on PostgreSQL (a school moving from a platform to its own install). */
  sqlite?: boolean;
}

let userCount = 0;

export async function startTestApi({ seed = true, seedContent = false, config: overrides, hashingGate, logger = false, sqlite = false }: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase({ sqlite });
  const { db } = database;
  if (seed) await seedIfEmpty(db);
  const clock = createTestClock();
  const config = testConfig(database.url, overrides);
  const gate = createHashingGate(hashingGate);
  const app = await buildApp({ db, config, now: clock.now, logger, hashingGate: gate });
  if (seedContent) await seedContentIfEmpty(db, clock.now(), (key, file, type) => app.media.storage.put(key, file, type));
  const baseUrl = await listenOnFreePort(app);

  const createUser = async (username: string, password: string, role: Role) =>
    insertUser(db, { username, firstName: 'Test', lastName: role, role, passwordHash: await hashPassword(password, testHashing) }, clock.now());

  return {
    baseUrl,
    app,
    db,
    clock,
    config,
    hashingGate: gate,
    client: (sourceAddress) => new ApiClient(baseUrl, sourceAddress),
    createUser,
    signedIn: async (role) => {
      userCount += 1;
      const username = `${role.toLowerCase()}${userCount}`;
      await createUser(username, 'password-1', role);
      const visitor = new ApiClient(baseUrl, nextVisitorAddress());
      const response = await visitor.login(username, 'password-1');
      if (response.status !== 200) throw new Error(`Test sign-in failed: ${response.status}`);
      const client = new ApiClient(baseUrl);
      for (const [name, value] of visitor.cookies) client.cookies.set(name, value);
      return client;
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
