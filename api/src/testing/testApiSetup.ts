// The setup tests repeat: a test API (or a bare database) made before a file's tests and closed
// after them, clients signed in per role, and signing in as a user the test made. The parts are
// set in beforeAll, so tests read them from the returned object (`t.api`), never destructure it early.
import type { ApiClient } from './apiClient';
import { nextVisitorAddress } from './fromAddress';
import { startTestApi, type TestApi, type TestApiOptions } from './startTestApi';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** Making a database and starting an API (migrations, seed) may take more than jest's 5 s on a busy machine. */
const SETUP_MS = 30_000;

/** A migrated, empty database made for a file's tests. */
export function withTestDatabase(): { database: TestDatabase } {
  const setup = {} as { database: TestDatabase };
  beforeAll(async () => {
    setup.database = await createTestDatabase();
  }, SETUP_MS);
  afterAll(() => setup.database.drop());
  return setup;
}

export interface FileTestApi {
  api: TestApi;
}

export interface EditorsTestApi extends FileTestApi {
  manager: ApiClient;
  admin: ApiClient;
  user: ApiClient;
  /** A client per kind of caller, for expectEditorsOnlyWrite. */
  callers: () => { anonymous: ApiClient; user: ApiClient; manager: ApiClient; admin: ApiClient };
}

/** The file's test API, with no seed unless `options` asks for one. */
export function withTestApi(options: TestApiOptions = { seed: false }): FileTestApi {
  const setup = {} as FileTestApi;
  beforeAll(async () => {
    setup.api = await startTestApi(options);
  }, SETUP_MS);
  afterAll(() => setup.api.close());
  return setup;
}

export interface AdminTestApi extends FileTestApi {
  admin: ApiClient;
}

/** The file's test API (seeded unless `options` says otherwise) with an ADMIN signed in. */
export function withAdminTestApi(options: TestApiOptions = {}): AdminTestApi {
  const setup = {} as AdminTestApi;
  beforeAll(async () => {
    setup.api = await startTestApi(options);
    setup.admin = await setup.api.signedIn('ADMIN');
  }, SETUP_MS);
  afterAll(() => setup.api.close());
  return setup;
}

/** The file's test API with a MANAGER, an ADMIN and a USER signed in. */
export function withEditorsTestApi(): EditorsTestApi {
  const setup = { callers: () => ({ anonymous: setup.api.client(), user: setup.user, manager: setup.manager, admin: setup.admin }) } as EditorsTestApi;
  beforeAll(async () => {
    setup.api = await startTestApi({ seed: false });
    [setup.manager, setup.admin, setup.user] = await Promise.all([setup.api.signedIn('MANAGER'), setup.api.signedIn('ADMIN'), setup.api.signedIn('USER')]);
  }, SETUP_MS);
  afterAll(() => setup.api.close());
  return setup;
}

/** A client signed in as a user the test made, from an address of its own. */
export async function signInAs(api: TestApi, username: string, password: string): Promise<ApiClient> {
  const client = api.client(nextVisitorAddress());
  const response = await client.login(username, password);
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return client;
}

export const stillSignedIn = async (client: ApiClient) => (await client.get('/api/user/me')).status === 200;
