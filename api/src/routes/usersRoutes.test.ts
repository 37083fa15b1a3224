import { messages } from '@school/shared/messages';
import { json, type ApiClient } from '../testing/apiClient';
import { nextVisitorAddress } from '../testing/fromAddress';
import { startTestApi } from '../testing/startTestApi';
import { signInAs, stillSignedIn, withTestApi } from '../testing/testApiSetup';
import { adminOnlyCallers, expectFieldsRefused } from '../testing/refusals';
import { usersMessages } from '@school/shared/messages/account';
import { signInMessages } from '@school/shared/messages/sign-in';

const t = withTestApi();
let admin: ApiClient;
beforeAll(async () => {
  admin = await t.api.signedIn('ADMIN');
});
const signIn = (username: string, password: string) => signInAs(t.api, username, password);

describe('who may manage users', () => {
  it.each(adminOnlyCallers)('%s: GET /api/users and PUT /api/users/{id} answer %i', async (_who, role, status) => {
    const target = await t.api.createUser(`target.${role ?? 'anon'}`, 'password-1', 'USER');
    const client = role ? await t.api.signedIn(role) : t.api.client();
    expect((await client.get('/api/users')).status).toBe(status);
    const put = await client.put(`/api/users/${target.id}`, { role: 'MANAGER' });
    expect(put.status).toBe(status);
    if (status !== 200) expect(await json(put)).toEqual({ message: status === 401 ? messages.api.authenticationRequired : messages.api.accessDenied });
  });
});

it('registration is in the audit log, by the new user', async () => {
  const response = await t.api.client().post('/api/user/registration', { firstName: 'Nou', lastName: 'Venit', username: 'nou.venit', password: 'a good password 1', token: '' });
  expect(response.status).toBe(201);
  const [entry] = (await json(await admin.get('/api/audit-log?actor=nou.venit'))).items;
  expect(entry).toMatchObject({ actor: { username: 'nou.venit' }, action: 'CREATE', itemType: 'user', itemLabel: 'nou.venit', changes: [{ field: 'role', label: 'role', kind: 'text', before: null, after: 'USER' }] });
});

it('answers with no-store, and refuses a change without the XSRF token', async () => {
  const list = await admin.get('/api/users');
  expect(list.headers.get('cache-control')).toBe('no-store');
  const user = await t.api.createUser('xsrf.target', 'password-1', 'USER');
  expect((await admin.put(`/api/users/${user.id}`, { role: 'ADMIN' }, { xsrf: false })).status).toBe(403);
  expect((await json(await admin.get('/api/users?q=xsrf.target'))).items[0].role).toBe('USER');
});

describe('GET /api/users', () => {
  beforeAll(async () => {
    await t.api.createUser('ion.ionescu', 'password-1', 'USER');
    await t.api.createUser('maria_pop', 'password-1', 'MANAGER');
    await t.api.db.updateTable('users').set({ first_name: 'Maria', last_name: 'Popescu' }).where('username', '=', 'maria_pop').execute();
  });

  it('answers a page of users with no password hash, matching username or name', async () => {
    const response = await admin.get('/api/users?q=POPESCU');
    expect(response.status).toBe(200);
    const page = await json(response);
    expect(page).toEqual({
      items: [{ id: expect.any(Number), username: 'maria_pop', firstName: 'Maria', lastName: 'Popescu', role: 'MANAGER', disabled: false }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(JSON.stringify(await json(await admin.get('/api/users?pageSize=100')))).not.toMatch(/hash|scrypt|password/i);
    expect((await json(await admin.get('/api/users?q=maria popescu'))).total).toBe(1);
    expect((await json(await admin.get('/api/users?q=ION.'))).items.map((u: { username: string }) => u.username)).toEqual(['ion.ionescu']);
    // LIKE's wildcards are plain characters.
    expect((await json(await admin.get('/api/users?q=%25'))).total).toBe(0);
    expect((await json(await admin.get('/api/users?q=_pop'))).total).toBe(1);
  });

  it('sorts and pages', async () => {
    const all = await json(await admin.get('/api/users?sort=username&pageSize=100'));
    const names = all.items.map((u: { username: string }) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort());
    const descending = await json(await admin.get('/api/users?sort=-username&pageSize=100'));
    expect(descending.items.map((u: { username: string }) => u.username.toLowerCase())).toEqual([...names].sort().reverse());
    const byRole = await json(await admin.get('/api/users?sort=-role&pageSize=100'));
    expect(byRole.items[0].role).toBe('USER');
    const second = await json(await admin.get('/api/users?sort=username&page=2&pageSize=2'));
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  it.each([
    ['sort=password', usersMessages.sort],
    ['page=0', usersMessages.page],
    ['page=abc', usersMessages.page],
    ['pageSize=101', usersMessages.pageSize],
    [`q=${'x'.repeat(101)}`, usersMessages.search],
  ])('refuses %s with 400', async (query, message) => {
    const response = await admin.get(`/api/users?${query}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message });
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes the role, is recorded in the audit log and answers the user', async () => {
    const user = await t.api.createUser('new.manager', 'password-1', 'USER');
    const response = await admin.put(`/api/users/${user.id}`, { role: 'MANAGER', passwordHash: 'x', username: 'other' });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: user.id, username: 'new.manager', firstName: 'Test', lastName: 'USER', role: 'MANAGER', disabled: false });
    const log = await json(await admin.get('/api/audit-log?itemType=user'));
    expect(log.items[0]).toMatchObject({ action: 'UPDATE', itemId: String(user.id), itemLabel: 'new.manager', changes: [{ field: 'role', label: 'role', kind: 'text', before: 'USER', after: 'MANAGER' }] });
  });

  it('answers 404 for a missing user, 400 for an empty body or a bad field', async () => {
    expect(await json(await admin.put('/api/users/99999', { role: 'USER' }))).toEqual({ message: usersMessages.notFound });
    const user = await t.api.createUser('plain.user', 'password-1', 'USER');
    const empty = await admin.put(`/api/users/${user.id}`, {});
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ message: usersMessages.nothingToChange });
    const bad = await admin.put(`/api/users/${user.id}`, { role: 'ROOT', disabled: 'yes', password: 'short' });
    await expectFieldsRefused(bad, { role: usersMessages.role, disabled: usersMessages.disabled, password: signInMessages.registration.passwordLength });
    const common = await admin.put(`/api/users/${user.id}`, { password: 'password123' });
    expect((await json(common)).errors).toEqual({ password: signInMessages.registration.passwordCommon });
  });

  it('disabling ends every session at once and refuses sign-in with the wrong-credentials answer; enabling lets them in again', async () => {
    const user = await t.api.createUser('to.disable', 'password-1', 'MANAGER');
    const [first, second] = [await signIn('to.disable', 'password-1'), await signIn('to.disable', 'password-1')];
    const disabled = await admin.put(`/api/users/${user.id}`, { disabled: true });
    expect((await json(disabled)).disabled).toBe(true);
    expect(await stillSignedIn(first)).toBe(false);
    expect(await stillSignedIn(second)).toBe(false);
    const refused = await t.api.client(nextVisitorAddress()).login('to.disable', 'password-1');
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual({ message: signInMessages.login.failed });

    expect((await admin.put(`/api/users/${user.id}`, { disabled: false })).status).toBe(200);
    expect(await stillSignedIn(await signIn('to.disable', 'password-1'))).toBe(true);
    const log = await json(await admin.get('/api/audit-log?itemType=user&pageSize=2'));
    const account = { field: 'disabled', label: 'account', kind: 'enum' };
    expect(log.items.map((entry: { changes: object }) => entry.changes)).toEqual([[{ ...account, before: 'disabled', after: 'enabled' }], [{ ...account, before: 'enabled', after: 'disabled' }]]);
  });

  it('a new password works, the old one not, their sessions end, and the log says so without the password', async () => {
    const user = await t.api.createUser('forgetful', 'password-1', 'USER');
    const session = await signIn('forgetful', 'password-1');
    expect((await admin.put(`/api/users/${user.id}`, { password: 'a brand new secret' })).status).toBe(200);
    expect(await stillSignedIn(session)).toBe(false);
    expect((await t.api.client(nextVisitorAddress()).login('forgetful', 'password-1')).status).toBe(401);
    expect(await stillSignedIn(await signIn('forgetful', 'a brand new secret'))).toBe(true);
    const [entry] = (await json(await admin.get('/api/audit-log?itemType=user&pageSize=1'))).items;
    expect(entry.changes).toEqual([{ field: 'password', label: 'password', kind: 'secret' }]);
    expect(JSON.stringify(entry)).not.toContain('brand new');
  });

  it('an ADMIN setting their own password keeps the session they asked from', async () => {
    const self = await t.api.createUser('self.admin', 'password-1', 'ADMIN');
    const [asking, other] = [await signIn('self.admin', 'password-1'), await signIn('self.admin', 'password-1')];
    expect((await asking.put(`/api/users/${self.id}`, { password: 'another good secret' })).status).toBe(200);
    expect(await stillSignedIn(asking)).toBe(true);
    expect(await stillSignedIn(other)).toBe(false);
  });
});

describe('the last enabled ADMIN', () => {
  it('cannot be demoted or disabled (409); with a second ADMIN, one can', async () => {
    const separate = await startTestApi({ seed: false });
    try {
      const only = await separate.createUser('only.admin', 'password-1', 'ADMIN');
      const client = separate.client(nextVisitorAddress());
      await client.login('only.admin', 'password-1');
      for (const change of [{ role: 'MANAGER' }, { role: 'USER' }, { disabled: true }, { role: 'ADMIN', disabled: true }]) {
        const response = await client.put(`/api/users/${only.id}`, change);
        expect(response.status).toBe(409);
        expect(await json(response)).toEqual({ message: usersMessages.lastAdmin });
      }
      // A disabled ADMIN does not count.
      const dormant = await separate.createUser('dormant.admin', 'password-1', 'ADMIN');
      await separate.db.updateTable('users').set({ disabled: 1 }).where('id', '=', dormant.id).execute();
      expect((await client.put(`/api/users/${only.id}`, { role: 'USER' })).status).toBe(409);
      expect((await client.put(`/api/users/${only.id}`, { role: 'ADMIN' })).status).toBe(200);
      expect((await json(await client.get(`/api/audit-log`))).total).toBe(0);

      expect((await client.put(`/api/users/${dormant.id}`, { disabled: false })).status).toBe(200);
      expect((await client.put(`/api/users/${only.id}`, { role: 'MANAGER' })).status).toBe(200);
    } finally {
      await separate.close();
    }
  });

  it('stays one when the two ADMINs step down at once', async () => {
    const separate = await startTestApi({ seed: false });
    try {
      const a = await separate.createUser('admin.a', 'password-1', 'ADMIN');
      const b = await separate.createUser('admin.b', 'password-1', 'ADMIN');
      const clientA = separate.client(nextVisitorAddress());
      const clientB = separate.client(nextVisitorAddress());
      await clientA.login('admin.a', 'password-1');
      await clientB.login('admin.b', 'password-1');
      const answers = await Promise.all([clientA.put(`/api/users/${a.id}`, { disabled: true }), clientB.put(`/api/users/${b.id}`, { role: 'USER' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const admins = await separate.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').where('disabled', '=', 0).execute();
      expect(admins).toHaveLength(1);
    } finally {
      await separate.close();
    }
  });
});
