import type { Role } from '@school/shared/types';
import { json } from '../testing/apiClient';
import { nextVisitorAddress } from '../testing/fromAddress';
import { signInAs, stillSignedIn, withTestApi } from '../testing/testApiSetup';
import { expectFieldsRefused } from '../testing/refusals';
import { accountMessages } from '@school/shared/messages/account';

const t = withTestApi();
const m = accountMessages;
const signIn = (username: string, password: string) => signInAs(t.api, username, password);


describe('PUT /api/account/password', () => {
  it('refuses anonymous visitors', async () => {
    const response = await t.api.client().put('/api/account/password', { currentPassword: 'a', newPassword: 'bbbbbbbbbb' });
    expect(response.status).toBe(401);
  });

  it.each<Role>(['USER', 'MANAGER', 'ADMIN'])('a %s changes their own password: 204, the other sessions end, this one stays, the log records it without it', async (role) => {
    const username = `own.${role.toLowerCase()}`;
    await t.api.createUser(username, 'password-1', role);
    const [here, elsewhere] = [await signIn(username, 'password-1'), await signIn(username, 'password-1')];
    const response = await here.put('/api/account/password', { currentPassword: 'password-1', newPassword: 'a fresh passphrase' });
    expect(response.status).toBe(204);
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect((await t.api.client(nextVisitorAddress()).login(username, 'password-1')).status).toBe(401);
    expect((await t.api.client(nextVisitorAddress()).login(username, 'a fresh passphrase')).status).toBe(200);
    const [entry] = await t.api.db.selectFrom('audit_log').selectAll().where('item_label', '=', username).execute();
    expect(entry).toMatchObject({ actor_username: username, action: 'UPDATE', item_type: 'user', changes: JSON.stringify([{ field: 'password', label: 'password', kind: 'secret' }]) });
  });

  it('refuses a wrong current password on its field with 400 (never 401: the session stays)', async () => {
    await t.api.createUser('wrong.current', 'password-1', 'USER');
    const client = await signIn('wrong.current', 'password-1');
    const response = await client.put('/api/account/password', { currentPassword: 'not it', newPassword: 'a fresh passphrase' });
    await expectFieldsRefused(response, { currentPassword: m.currentPasswordWrong });
    expect(await stillSignedIn(client)).toBe(true);
    expect((await t.api.client(nextVisitorAddress()).login('wrong.current', 'password-1')).status).toBe(200);
  });

  it('counts wrong current passwords like sign-ins: after five, 429 with Retry-After in Romanian, even for the right one, until 15 minutes pass', async () => {
    await t.api.createUser('guessed.session', 'password-1', 'USER');
    const client = await signIn('guessed.session', 'password-1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.put('/api/account/password', { currentPassword: `guess ${attempt}`, newPassword: 'a fresh passphrase' })).status).toBe(400);
    }
    const blocked = await client.put('/api/account/password', { currentPassword: 'password-1', newPassword: 'a fresh passphrase' });
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toEqual({ message: m.tooManyAttempts });
    expect(blocked.headers.get('retry-after')).toBe('900');
    // The same count as sign-in's: guessing here does not open a fresh count there.
    expect((await client.login('guessed.session', 'password-1')).status).toBe(429);
    expect(await stillSignedIn(client)).toBe(true);

    t.api.clock.advance(15 * 60 * 1000);
    expect((await client.put('/api/account/password', { currentPassword: 'password-1', newPassword: 'a fresh passphrase' })).status).toBe(204);
  });

  it.each([
    [{}, { currentPassword: m.currentPassword, newPassword: m.newPassword }],
    [{ currentPassword: 'password-1', newPassword: 'short' }, { newPassword: m.newPasswordLength }],
    [{ currentPassword: 'password-1', newPassword: 'password-1' }, { newPassword: m.newPasswordSame }],
    [{ currentPassword: 'password-1', newPassword: 'password123' }, { newPassword: m.newPasswordCommon }],
  ])('answers the form rules in Romanian: %j', async (body, errors) => {
    await t.api.createUser('rules.user', 'password-1', 'USER').catch(() => undefined);
    const client = await signIn('rules.user', 'password-1');
    const response = await client.put('/api/account/password', body);
    await expectFieldsRefused(response, errors);
  });
});

describe('POST /api/account/sign-out-others', () => {
  it('refuses anonymous visitors, and a signed-in one without the XSRF token', async () => {
    expect((await t.api.client().post('/api/account/sign-out-others')).status).toBe(401);
    await t.api.createUser('no.token', 'password-1', 'USER');
    const client = await signIn('no.token', 'password-1');
    expect((await client.post('/api/account/sign-out-others', undefined, { xsrf: false })).status).toBe(403);
    expect((await client.put('/api/account/password', { currentPassword: 'password-1', newPassword: 'a fresh passphrase' }, { xsrf: false })).status).toBe(403);
  });

  it('ends every other session of the user, not this one and not another user\'s', async () => {
    await t.api.createUser('many.tabs', 'password-1', 'USER');
    await t.api.createUser('bystander', 'password-1', 'USER');
    const [here, second, third] = [await signIn('many.tabs', 'password-1'), await signIn('many.tabs', 'password-1'), await signIn('many.tabs', 'password-1')];
    const bystander = await signIn('bystander', 'password-1');
    const response = await here.post('/api/account/sign-out-others');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ended: 2 });
    expect([await stillSignedIn(here), await stillSignedIn(second), await stillSignedIn(third), await stillSignedIn(bystander)]).toEqual([true, false, false, true]);
    expect(await json(await here.post('/api/account/sign-out-others'))).toEqual({ ended: 0 });
  });
});
