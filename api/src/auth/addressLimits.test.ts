// Anti-automation beyond one user: a failure budget per address across usernames, a limit on
// registrations per address, and passwords on a common-passwords list refused.
import { json } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { expectFieldsRefused } from '../testing/refusals';
import { signInMessages } from '@school/shared/messages/sign-in';

const minute = 60 * 1000;

describe('limits per address', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seed: false });
    await api.createUser('ana.pop', 'correct horse', 'USER');
  });
  afterAll(() => api.close());

  it('allow 10 failed sign-ins in 15 minutes across usernames, then answer 429 to every username from that address', async () => {
    const sprayer = api.client('127.0.0.30');
    for (let i = 0; i < 10; i += 1) {
      expect((await sprayer.login(`user${i}`, 'Parola123')).status).toBe(401);
      api.clock.advance(1000);
    }
    for (const username of ['user98', 'user99', 'ana.pop']) {
      const refused = await sprayer.login(username, username === 'ana.pop' ? 'correct horse' : 'Parola123');
      expect(refused.status).toBe(429);
      expect(await json(refused)).toEqual({ message: signInMessages.login.tooManyAttempts });
      // The first of those failures was 10 s ago: the rest of its 15 minutes remain.
      expect(refused.headers.get('retry-after')).toBe(String(15 * 60 - 10));
    }
    // Another address is not held back, and the budget comes back once the window has passed.
    expect((await api.client('127.0.0.31').login('ana.pop', 'correct horse')).status).toBe(200);
    api.clock.advance(15 * minute);
    expect((await sprayer.login('ana.pop', 'correct horse')).status).toBe(200);
  });

  it('allow 10 registrations an hour, then answer 429 with Retry-After', async () => {
    const register = (address: string, username: string) =>
      api.client(address).post('/api/user/registration', { username, password: 'o parolă lungă', firstName: 'Ion', lastName: 'Pop' });
    for (let i = 0; i < 10; i += 1) {
      expect((await register('127.0.0.40', `elev.${i}`)).status).toBe(201);
    }
    const refused = await register('127.0.0.40', 'elev.extra');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ message: signInMessages.registration.tooMany });
    expect(refused.headers.get('retry-after')).toBe(String(60 * 60));
    expect((await api.client('127.0.0.40').login('elev.extra', 'o parolă lungă')).status).toBe(401);
    // Another address registers.
    expect((await register('127.0.0.41', 'elev.extra')).status).toBe(201);
  });

  it('refuse a password on the common-passwords list, under the password field, and count nothing', async () => {
    const common = ['password123', 'qwertyuiop', 'Passw0rd', 'ILOVEYOU1', '1234567890'];
    // More refusals than the registration limit: refused ones do not count.
    for (const password of [...common, ...common, ...common]) {
      const response = await api.client('127.0.0.50').post('/api/user/registration', { username: 'ion.ion', password, firstName: 'Ion', lastName: 'Ion' });
      await expectFieldsRefused(response, { password: signInMessages.registration.passwordCommon });
    }
    expect((await api.client('127.0.0.50').post('/api/user/registration', { username: 'ion.ion', password: 'fluturi pe lac', firstName: 'Ion', lastName: 'Ion' })).status).toBe(201);
  });
});
