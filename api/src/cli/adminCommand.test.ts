import { startTestApi } from '../testing/startTestApi';
import { testHashing } from '../testing/testConfig';
import { readUsernameArgument, runAdminCommand } from './adminCommand';

describe('npm run admin -- --username NAME', () => {
  it('reads the username in both spellings', () => {
    expect(readUsernameArgument(['--username', 'ana'])).toBe('ana');
    expect(readUsernameArgument(['--username=ana'])).toBe('ana');
    expect(readUsernameArgument([])).toBeUndefined();
  });

  it('creates an ADMIN, then resets an existing user to ADMIN with a new password and ends their sessions', async () => {
    const api = await startTestApi({ seed: false });
    try {
      const lines: string[] = [];
      const env = { databaseUrl: api.config.databaseUrl, hashing: testHashing, print: (line: string) => lines.push(line) };

      expect(await runAdminCommand(['--username', 'director'], { ...env, adminPassword: 'first-password' })).toBe(0);
      expect(lines.pop()).toBe('Created ADMIN user "director" with the password from ADMIN_PASSWORD');
      expect((await api.client().login('director', 'first-password')).status).toBe(200);

      const user = await api.signedIn('USER');
      const username = (await (await user.get('/api/user/me')).json()) as { username: string };
      expect(await runAdminCommand([`--username=${username.username.toUpperCase()}`], { ...env, adminPassword: undefined })).toBe(0);
      const line = lines.pop() as string;
      const password = /with password: (\S+) \(shown once\)$/.exec(line)?.[1] as string;
      expect(line).toMatch(/^Reset ADMIN user/);
      expect((await user.get('/api/user/me')).status).toBe(401);
      const again = api.client();
      expect((await again.login(username.username, password)).status).toBe(200);
      expect(((await (await again.get('/api/user/me')).json()) as { role: string }).role).toBe('ADMIN');
    } finally {
      await api.close();
    }
  });

  it('enables a disabled user it resets (the way back in), and the audit log names the server', async () => {
    const api = await startTestApi({ seed: false });
    try {
      const env = { databaseUrl: api.config.databaseUrl, hashing: testHashing, print: () => undefined };
      const locked = await api.createUser('locked.out', 'password-1', 'ADMIN');
      await api.db.updateTable('users').set({ disabled: 1 }).where('id', '=', locked.id).execute();
      expect((await api.client().login('locked.out', 'password-1')).status).toBe(401);
      expect(await runAdminCommand(['--username', 'locked.out'], { ...env, adminPassword: 'a new password' })).toBe(0);
      expect((await api.client().login('locked.out', 'a new password')).status).toBe(200);
      const entries = await api.db.selectFrom('audit_log').selectAll().where('item_label', '=', 'locked.out').execute();
      expect(entries).toEqual([
        expect.objectContaining({
          actor_id: null,
          actor_username: '(server)',
          action: 'UPDATE',
          changes: JSON.stringify([
            { field: 'disabled', label: 'account', kind: 'enum', before: 'disabled', after: 'enabled' },
            { field: 'password', label: 'password', kind: 'secret' },
          ]),
        }),
      ]);
    } finally {
      await api.close();
    }
  });

  it('prints the usage and answers 2 without a valid username', async () => {
    const lines: string[] = [];
    const env = { databaseUrl: 'sqlite:/nonexistent/never-opened.db', adminPassword: undefined, hashing: testHashing, print: (l: string) => lines.push(l) };
    expect(await runAdminCommand([], env)).toBe(2);
    expect(await runAdminCommand(['--username', 'a b'], env)).toBe(2);
    expect(lines[0]).toBe('Usage: npm run admin -- --username NAME');
  });

  it('with --platform makes the platform\'s PLATFORM_ADMIN, who signs in on the platform\'s host only', async () => {
    const api = await startTestApi({ seed: false, config: { platformHost: 'platforma.test' } });
    try {
      const lines: string[] = [];
      const env = { databaseUrl: api.config.databaseUrl, hashing: testHashing, print: (line: string) => lines.push(line), adminPassword: 'operator-password' };
      expect(await runAdminCommand(['--username', 'operator', '--platform'], env)).toBe(0);
      expect(lines.pop()).toBe('Created PLATFORM_ADMIN user "operator" with the password from ADMIN_PASSWORD');
      const onPlatform = api.client('127.0.0.1').onHost('platforma.test');
      expect(await (await onPlatform.login('operator', 'operator-password')).json()).toMatchObject({ role: 'PLATFORM_ADMIN' });
      expect((await api.client('127.0.0.1').onHost('localhost').login('operator', 'operator-password')).status).toBe(401);
    } finally {
      await api.close();
    }
  });
});
