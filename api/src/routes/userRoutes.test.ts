import { sessionTimeouts } from '../auth/sessions';
import { cookieAttributes, json, setCookieHeader, type ApiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { expectFieldsRefused } from '../testing/refusals';
import { signInMessages } from '@school/shared/messages/sign-in';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await api.createUser('Ana.Pop', 'correct horse', 'ADMIN');
});
afterAll(() => api.close());

describe('GET /api/user/login', () => {
  it('signs in with HTTP Basic, answers the user with an empty token and sets an httpOnly session cookie', async () => {
    const client = api.client();
    await client.get('/api/user/me');
    const anonymousXsrf = client.xsrfToken;
    const response = await client.login('ana.pop', 'correct horse');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      id: expect.any(Number),
      username: 'Ana.Pop',
      firstName: 'Test',
      lastName: 'ADMIN',
      role: 'ADMIN',
      token: '',
    });
    const sid = setCookieHeader(response, 'sid');
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Secure/);
    // The XSRF token changes with the session.
    expect(client.xsrfToken).toBeDefined();
    expect(client.xsrfToken).not.toBe(anonymousXsrf);
    expect(setCookieHeader(response, 'XSRF-TOKEN')).not.toMatch(/HttpOnly/);
  });

  it('finds the username without regard to case and surrounding spaces', async () => {
    expect((await api.client().login('  ANA.POP ', 'correct horse')).status).toBe(200);
  });

  it.each([
    ['a wrong password', { authorization: `Basic ${Buffer.from('ana.pop:wrong').toString('base64')}` }],
    ['an unknown user', { authorization: `Basic ${Buffer.from('nobody:correct horse').toString('base64')}` }],
    ['no Authorization header', {}],
    ['another scheme', { authorization: 'Bearer abc' }],
    ['an empty password', { authorization: `Basic ${Buffer.from('ana.pop:').toString('base64')}` }],
    ['a username no account can have', { authorization: `Basic ${Buffer.from(`${'u'.repeat(300)}:x`).toString('base64')}` }],
  ])('answers 401 for %s', async (_case, headers) => {
    const response = await api.client().get('/api/user/login', { headers });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: signInMessages.login.failed });
    expect(setCookieHeader(response, 'sid')).toBeUndefined();
  });

  it('does not trim passwords', async () => {
    expect((await api.client().login('ana.pop', ' correct horse ')).status).toBe(401);
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const client = api.client();
    await client.login('ana.pop', 'correct horse');
    const first = client.cookies.get('sid') as string;
    await client.login('ana.pop', 'correct horse');
    const second = client.cookies.get('sid') as string;
    expect(second).not.toBe(first);
    const replay = api.client();
    replay.cookies.set('sid', first);
    expect((await replay.get('/api/user/me')).status).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const client = api.client();
    await client.login('ana.pop', 'correct horse');
    const sid = client.cookies.get('sid') as string;
    expect(Buffer.from(sid, 'base64url')).toHaveLength(32);
    const rows = await api.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id_hash)).not.toContain(sid);
  });
});

describe('login throttle', () => {
  it('answers 429 with Retry-After after five failures for one username and address, for the rest of 15 minutes', async () => {
    await api.createUser('throttled', 'right password', 'USER');
    const client = api.client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.login('throttled', `wrong ${attempt}`)).status).toBe(401);
      api.clock.advance(60 * 1000);
    }
    // Blocked even with the right password, and the username's case does not matter.
    const blocked = await client.login('THROTTLED', 'right password');
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toEqual({ message: 'Too many attempts. Try again later.' });
    // First failure 5 minutes ago: 10 minutes remain.
    expect(blocked.headers.get('retry-after')).toBe('600');

    // Other usernames are not blocked.
    expect((await client.login('ana.pop', 'correct horse')).status).toBe(200);

    api.clock.advance(599 * 1000);
    expect((await client.login('throttled', 'right password')).status).toBe(429);
    api.clock.advance(1000);
    expect((await client.login('throttled', 'right password')).status).toBe(200);
  });
});

describe('login throttle behind a proxy', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const loginFrom = (client: ApiClient, password: string, address: string) =>
    client.get('/api/user/login', {
      headers: { ...from(address), authorization: `Basic ${Buffer.from(`proxied:${password}`).toString('base64')}` },
    });

  it('counts each visitor named by a trusted proxy (here loopback) on its own', async () => {
    await api.createUser('proxied', 'right password', 'USER');
    const client = api.client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginFrom(client, `wrong ${attempt}`, '203.0.113.7')).status).toBe(401);
    }
    expect((await loginFrom(client, 'right password', '203.0.113.7')).status).toBe(429);
    // Another visitor behind the same proxy is not locked out, nor is the proxy's own address.
    expect((await loginFrom(client, 'wrong again', '198.51.100.9')).status).toBe(401);
    expect((await loginFrom(client, 'right password', '198.51.100.9')).status).toBe(200);
    expect((await client.login('proxied', 'right password')).status).toBe(200);
    // The address counted is the one the trusted hop saw: a fresh address the locked-out visitor
    // puts in front of its own does not get it out.
    expect((await loginFrom(client, 'right password', '192.0.2.50, 203.0.113.7')).status).toBe(429);
  });

  it('ignores X-Forwarded-For from a hop it does not trust', async () => {
    const untrusting = await startTestApi({ seed: false, config: { trustProxy: ['192.0.2.1'] } });
    try {
      await untrusting.createUser('proxied', 'right password', 'USER');
      const client = untrusting.client();
      // Each guess claims another address; all of them come from 127.0.0.1, and count there.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await loginFrom(client, `wrong ${attempt}`, `203.0.113.${attempt + 1}`)).status).toBe(401);
      }
      expect((await loginFrom(client, 'right password', '203.0.113.99')).status).toBe(429);
      expect((await client.login('proxied', 'right password')).status).toBe(429);
    } finally {
      await untrusting.close();
    }
  });
});

describe('sessions', () => {
  it('answers the current user at /me, and 401 without a session', async () => {
    const client = api.client();
    expect(await json(await client.get('/api/user/me'))).toEqual({ message: 'Authentication required.' });
    await client.login('ana.pop', 'correct horse');
    const me = await client.get('/api/user/me');
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({ username: 'Ana.Pop', role: 'ADMIN', token: '' });
  });

  it('ends after 30 idle minutes', async () => {
    const client = await api.signedIn('USER');
    api.clock.advance(sessionTimeouts.idleMs - 1000);
    expect((await client.get('/api/user/me')).status).toBe(200);
    api.clock.advance(sessionTimeouts.idleMs - 1000);
    expect((await client.get('/api/user/me')).status).toBe(200);
    api.clock.advance(sessionTimeouts.idleMs);
    const expired = await client.get('/api/user/me');
    expect(expired.status).toBe(401);
    expect(setCookieHeader(expired, 'sid')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('writes its last activity at most once a minute, and ends 30 minutes after the last one written', async () => {
    const lastSeen = async (client: ApiClient) => {
      const { id } = (await json(await client.get('/api/user/me'))) as { id: number };
      const row = await api.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', id).executeTakeFirstOrThrow();
      return Number(row.last_seen_at);
    };
    const client = await api.signedIn('USER');
    const signedInAt = await lastSeen(client);
    api.clock.advance(sessionTimeouts.touchIntervalMs - 1000);
    expect(await lastSeen(client)).toBe(signedInAt);
    // 30 minutes after the activity written (29 min 1 s after the last request): over.
    api.clock.advance(sessionTimeouts.idleMs - sessionTimeouts.touchIntervalMs + 1000);
    expect((await client.get('/api/user/me')).status).toBe(401);

    const next = await api.signedIn('USER');
    const nextSignedInAt = await lastSeen(next);
    api.clock.advance(sessionTimeouts.touchIntervalMs);
    expect(await lastSeen(next)).toBe(nextSignedInAt + sessionTimeouts.touchIntervalMs);
    api.clock.advance(sessionTimeouts.idleMs - 1000);
    expect((await next.get('/api/user/me')).status).toBe(200);
  });

  it('ends 12 hours after sign-in however active it is', async () => {
    const client = await api.signedIn('USER');
    const step = 25 * 60 * 1000;
    let elapsed = 0;
    while (elapsed + step < sessionTimeouts.absoluteMs) {
      api.clock.advance(step);
      elapsed += step;
      expect((await client.get('/api/user/me')).status).toBe(200);
    }
    api.clock.advance(sessionTimeouts.absoluteMs - elapsed);
    expect((await client.get('/api/user/me')).status).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session, clears the cookie and hands out a new anonymous XSRF token', async () => {
    const client = await api.signedIn('ADMIN');
    const sid = client.cookies.get('sid') as string;
    const xsrfBefore = client.xsrfToken;
    const response = await client.post('/api/user/logout');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(setCookieHeader(response, 'sid')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(client.xsrfToken).toBeDefined();
    expect(client.xsrfToken).not.toBe(xsrfBefore);
    expect((await client.get('/api/user/me')).status).toBe(401);
    const replay = api.client();
    replay.cookies.set('sid', sid);
    expect((await replay.get('/api/user/me')).status).toBe(401);
  });

  it('needs the XSRF header like every other write', async () => {
    const client = await api.signedIn('USER');
    expect((await client.post('/api/user/logout', undefined, { xsrf: false })).status).toBe(403);
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it('accepts an empty JSON body', async () => {
    const client = await api.signedIn('USER');
    const response = await client.request('POST', '/api/user/logout', { rawBody: '', contentType: 'application/json' });
    expect(response.status).toBe(204);
  });
});

describe('POST /api/user/registration', () => {
  const valid = { username: 'ion.ionescu', password: 'parola sigura', firstName: 'Ion', lastName: 'Ionescu', token: '' };

  it('creates a USER, whatever role the body asks for, and does not sign in', async () => {
    const client = api.client();
    const response = await client.post('/api/user/registration', { ...valid, role: 'ADMIN', id: 999, extra: 'ignored' });
    expect(response.status).toBe(201);
    const user = await json(response);
    expect(user).toEqual({ id: expect.any(Number), username: 'ion.ionescu', firstName: 'Ion', lastName: 'Ionescu', role: 'USER', token: '' });
    expect(user.id).not.toBe(999);
    expect(setCookieHeader(response, 'sid')).toBeUndefined();
    expect((await client.get('/api/user/me')).status).toBe(401);
    // The password works, untrimmed.
    expect((await api.client().login('ion.ionescu', 'parola sigura')).status).toBe(200);
  });

  it('trims names and username', async () => {
    const response = await api.client().post('/api/user/registration', {
      ...valid,
      username: '  maria.m  ',
      firstName: ' Maria ',
      lastName: ' Matei ',
    });
    expect(await json(response)).toMatchObject({ username: 'maria.m', firstName: 'Maria', lastName: 'Matei' });
  });

  it('refuses a username already taken, without regard to case, with 409', async () => {
    const response = await api.client().post('/api/user/registration', { ...valid, username: 'ANA.pop' });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      message: 'Username is already exist',
      errors: { username: 'Username is already exist' },
    });
  });

  it('answers every field message of the shared validator', async () => {
    const empty = await api.client().post('/api/user/registration', {});
    await expectFieldsRefused(empty, {
      firstName: 'An valid first name is required.',
      lastName: 'An valid name is required.',
      username: 'An valid username is required.',
      password: 'Password is required.',
    });
    const bad = await api.client().post('/api/user/registration', {
      ...valid,
      username: 'a b',
      password: 'short',
      firstName: 'x'.repeat(101),
    });
    expect((await json(bad)).errors).toEqual({
      username: signInMessages.registration.usernameFormat,
      password: signInMessages.registration.passwordLength,
      firstName: 'Must be at most 100 characters.',
    });
  });

  it('treats a body that is not an object as empty', async () => {
    const response = await api.client().post('/api/user/registration', ['ion', 'parola']);
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).errors)).toHaveLength(4);
  });
});

describe('cookies when COOKIE_SECURE', () => {
  it('names the session cookie __Host-sid and marks both cookies Secure', async () => {
    const secure = await startTestApi({ seed: false, config: { cookieSecure: true } });
    try {
      await secure.createUser('secure.user', 'password-1', 'USER');
      const client = secure.client();
      const response = await client.login('secure.user', 'password-1');
      expect(response.status).toBe(200);
      expect(setCookieHeader(response, '__Host-sid')).toMatch(/^__Host-sid=[\w-]{43};/);
      expect(cookieAttributes(setCookieHeader(response, '__Host-sid'))).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']);
      expect(setCookieHeader(response, 'sid')).toBeUndefined();
      expect(cookieAttributes(setCookieHeader(response, 'XSRF-TOKEN'))).toContain('Secure');
      expect((await client.get('/api/user/me')).status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
