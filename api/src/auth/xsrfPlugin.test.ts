import { messages } from '@school/shared/messages';
import { setCookieHeader, json } from '../testing/apiClient';
import { withTestApi } from '../testing/testApiSetup';
import { anonymousSessionKey, createXsrfToken } from './xsrfToken';

const t = withTestApi({});

describe('XSRF double submit', () => {
  it('sets a readable XSRF-TOKEN cookie on the first response and keeps it while it fits', async () => {
    const client = t.api.client();
    const first = await client.get('/api/school/subjects');
    const cookie = setCookieHeader(first, 'XSRF-TOKEN');
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const second = await client.get('/api/school/subjects');
    expect(setCookieHeader(second, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('sets no cookie on an answer shared caches may keep, so no cache hands one visitor’s token to another', async () => {
    const news = await t.api.client().get('/api/content/news');
    expect(news.headers.get('cache-control')).toMatch(/\bpublic\b/);
    expect(setCookieHeader(news, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('accepts a write whose header matches a cookie signed for the session', async () => {
    const admin = await t.api.signedIn('ADMIN');
    expect((await admin.post('/api/school/subjects', { name: 'Dans' })).status).toBe(201);
  });

  it('refuses a write with no header, 403', async () => {
    const admin = await t.api.signedIn('ADMIN');
    const response = await admin.post('/api/school/subjects', { name: 'Dans' }, { xsrf: false });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ message: messages.api.invalidXsrf });
  });

  it('refuses a header that differs from the cookie', async () => {
    const admin = await t.api.signedIn('ADMIN');
    const other = createXsrfToken(t.api.config.sessionSecret, anonymousSessionKey);
    expect((await admin.post('/api/school/subjects', { name: 'Dans' }, { xsrf: other })).status).toBe(403);
  });

  it('refuses a token that is not signed with the secret, even when cookie and header agree', async () => {
    const admin = await t.api.signedIn('ADMIN');
    const forged = 'aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    admin.cookies.set('XSRF-TOKEN', forged);
    expect((await admin.post('/api/school/subjects', { name: 'Dans' }, { xsrf: forged })).status).toBe(403);
  });

  it('refuses a token from before sign-in (a planted cookie), and hands out a fitting one', async () => {
    const client = t.api.client();
    await client.get('/api/user/me');
    const anonymousToken = client.xsrfToken as string;
    await t.api.createUser('planted', 'password-1', 'ADMIN');
    await client.login('planted', 'password-1');
    client.cookies.set('XSRF-TOKEN', anonymousToken);
    const refused = await client.post('/api/school/subjects', { name: 'Dans' });
    expect(refused.status).toBe(403);
    expect(client.xsrfToken).not.toBe(anonymousToken);
    expect((await client.post('/api/school/subjects', { name: 'Dans popular' })).status).toBe(201);
  });

  it('checks the token before the session: an anonymous write with a valid token is 401', async () => {
    const client = t.api.client();
    expect((await client.post('/api/school/subjects', { name: 'Dans' }, { xsrf: false })).status).toBe(403);
    expect((await client.post('/api/school/subjects', { name: 'Dans' })).status).toBe(401);
  });
});
