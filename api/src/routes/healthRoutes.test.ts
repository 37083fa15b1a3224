import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { json } from '../testing/apiClient';
import { listenOnFreePort } from '../testing/listen';
import { testConfig } from '../testing/testConfig';
import { startTestApi } from '../testing/startTestApi';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const api = await startTestApi({ seed: false });
    try {
      const response = await api.client().get('/api/health');
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ status: 'ok' });
    } finally {
      await api.close();
    }
  });

  it('answers 503 when the database does not', async () => {
    const unreachable = createDatabase('postgres://nobody@127.0.0.1:1/none');
    const app = await buildApp({ db: unreachable, config: testConfig('postgres://nobody@127.0.0.1:1/none'), logger: false });
    try {
      const response = await fetch(`${await listenOnFreePort(app)}/api/health`);
      expect(response.status).toBe(503);
      expect(await json(response)).toEqual({ status: 'unavailable', message: 'Database unavailable.' });
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });
});
