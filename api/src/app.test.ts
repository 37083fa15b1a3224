import { Writable } from 'node:stream';
import { buildApp, loggerOptions } from './app';
import { hashPassword } from './auth/passwords';
import { insertUser } from './repositories/usersRepository';
import { ApiClient } from './testing/apiClient';
import { listenOnFreePort } from './testing/listen';
import { testConfig, testHashing } from './testing/testConfig';
import { createTestDatabase } from './testing/testDatabase';

describe('logging', () => {
  it('keeps passwords, Authorization and cookies out of the log', async () => {
    const database = await createTestDatabase();
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const logger = { ...(loggerOptions('trace') as object), stream };
    const app = await buildApp({ db: database.db, config: testConfig(database.url), logger });
    try {
      await insertUser(
        database.db,
        { username: 'logged', firstName: 'A', lastName: 'B', role: 'ADMIN', passwordHash: await hashPassword('hunter2-secret', testHashing) },
        Date.now(),
      );
      const authorization = `Basic ${Buffer.from('logged:hunter2-secret').toString('base64')}`;
      const client = new ApiClient(await listenOnFreePort(app));
      expect((await client.login('logged', 'hunter2-secret')).status).toBe(200);
      const sid = client.cookies.get('sid') as string;
      app.log.info({ req: { headers: { authorization, cookie: `sid=${sid}` } }, password: 'hunter2-secret' }, 'probe');
      expect(log).toContain('probe');
      expect(log).not.toContain('hunter2-secret');
      expect(log).not.toContain(authorization.slice(6));
      expect(log).not.toContain(sid);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
