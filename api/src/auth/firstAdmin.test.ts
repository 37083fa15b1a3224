import { json } from '../testing/apiClient';
import { startTestApi } from '../testing/startTestApi';
import { testHashing } from '../testing/testConfig';
import { describeFirstAdmin, ensureFirstAdmin } from './firstAdmin';

describe('first ADMIN', () => {
  it('creates "admin" with ADMIN_PASSWORD, who can then sign in, and only once', async () => {
    const api = await startTestApi({ seed: false });
    try {
      const result = await ensureFirstAdmin(api.db, { adminPassword: 'from-the-env', hashing: testHashing, now: api.clock.now() });
      expect(describeFirstAdmin(result)).toBe('Created ADMIN user "admin" with the password from ADMIN_PASSWORD');
      expect(describeFirstAdmin(result)).not.toContain('from-the-env');
      const login = await api.client().login('admin', 'from-the-env');
      expect(login.status).toBe(200);
      expect(await json(login)).toMatchObject({ username: 'admin', role: 'ADMIN' });

      const again = await ensureFirstAdmin(api.db, { adminPassword: 'changed', hashing: testHashing, now: api.clock.now() });
      expect(again).toEqual({ created: false });
      expect(describeFirstAdmin(again)).toBeUndefined();
      expect((await api.client().login('admin', 'changed')).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('without ADMIN_PASSWORD creates a random password and shows it once', async () => {
    const api = await startTestApi({ seed: false });
    try {
      const result = await ensureFirstAdmin(api.db, { adminPassword: undefined, hashing: testHashing, now: api.clock.now() });
      if (!result.created) throw new Error('expected an ADMIN to be created');
      expect(result.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(describeFirstAdmin(result)).toBe(`Created ADMIN user "admin" with password: ${result.password} (shown once)`);
      expect((await api.client().login('admin', result.password)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
