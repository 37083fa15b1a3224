// Tests of a county's platform: the API with a platform host, its PLATFORM_ADMIN signed in there,
// and schools added through the console's API, each with an account that accepted its invitation.
import { PLATFORM_ROLE, type PlatformSchool, type User } from '@school/shared/types';
import { createOrResetAdmin } from '../auth/adminAccount';
import type { ApiClient } from './apiClient';
import { json } from './apiClient';
import { nextVisitorAddress } from './fromAddress';
import { startTestApi, type TestApi, type TestApiOptions } from './startTestApi';
import { testHashing } from './testConfig';

export const platformHost = 'platforma.test';
export const operatorPassword = 'operator-password-1';

export interface PlatformTestApi {
  api: TestApi;
  /** The PLATFORM_ADMIN, signed in on the platform's host. */
  operator: ApiClient;
  /** A new visitor (own address, empty cookie jar) on `host`. */
  visitor(host: string): ApiClient;
  /** A copy of `client`'s cookies sent to `host`: a session cookie replayed on another site. */
  replayed(client: ApiClient, host: string): ApiClient;
  /** Adds a school through the console's API; answers it and its first ADMIN's invitation link. */
  addSchool(name: string, domains: string[]): Promise<{ school: PlatformSchool; invitationUrl: string }>;
  /** Accepts an invitation link as a new (or existing) account, on the link's host; answers the signed-in client. */
  accept(invitationUrl: string, username: string, password?: string): Promise<{ client: ApiClient; user: User; status: number }>;
}

export async function startPlatformTestApi(options: TestApiOptions = {}): Promise<PlatformTestApi> {
  const api = await startTestApi({ seed: true, ...options, config: { platformHost, ...options.config } });
  await createOrResetAdmin(api.db, 'operator', operatorPassword, testHashing, api.clock.now(), PLATFORM_ROLE);
  const visitor = (host: string) => api.client(nextVisitorAddress()).onHost(host);
  const operator = visitor(platformHost);
  const signIn = await operator.login('operator', operatorPassword);
  if (signIn.status !== 200) throw new Error(`operator sign-in: ${signIn.status}`);

  return {
    api,
    operator,
    visitor,
    replayed: (client, host) => {
      const copy = visitor(host);
      for (const [name, value] of client.cookies) copy.cookies.set(name, value);
      return copy;
    },
    addSchool: async (name, domains) => {
      const response = await operator.post('/api/platform/schools', { name, domains });
      if (response.status !== 201) throw new Error(`add school ${name}: ${response.status} ${await response.text()}`);
      const body = await json(response);
      return { school: body.school, invitationUrl: body.invitation.url };
    },
    accept: async (invitationUrl, username, password = 'school-password-1') => {
      const url = new URL(invitationUrl);
      const client = visitor(url.hostname);
      const response = await client.post('/api/invitations/accept', { token: url.searchParams.get('token'), username, firstName: 'Ana', lastName: 'Pop', password });
      return { client, status: response.status, user: response.status === 201 ? await json(response) : undefined };
    },
  };
}

export interface SchoolUnderTest {
  id: number;
  host: string;
  name: string;
  /** Its first ADMIN, signed in on its host. */
  admin: ApiClient;
}

export interface TwoSchools {
  t: PlatformTestApi;
  first: SchoolUnderTest;
  second: SchoolUnderTest;
}

/**
 * For a test file: the platform with two schools, Școala Gimnazială nr. 5 (scoala5.test, its ADMIN
 * director5) and Liceul Teoretic Avram Iancu (avram.test, director.avram), each ADMIN come by its invitation.
 * `options` are read when the platform starts, after the file's earlier beforeAll (e.g. a store's address).
 */
export function withTwoSchools(options: () => TestApiOptions = () => ({})): TwoSchools {
  const setup = {} as TwoSchools;
  const add = async (t: PlatformTestApi, name: string, host: string, username: string): Promise<SchoolUnderTest> => {
    const { school, invitationUrl } = await t.addSchool(name, [host]);
    return { id: school.id, host, name, admin: (await t.accept(invitationUrl, username)).client };
  };
  beforeAll(async () => {
    setup.t = await startPlatformTestApi(options());
    setup.first = await add(setup.t, 'Școala Gimnazială nr. 5', 'scoala5.test', 'director5');
    setup.second = await add(setup.t, 'Liceul Teoretic Avram Iancu', 'avram.test', 'director.avram');
  }, 30_000);
  afterAll(() => setup.t.api.close());
  return setup;
}
