// GET /api/site as the renderer and the browser revalidate it: an ETag like every public read, so a
// snapshot drawn from it records the ETag (no body to read back from the browser) and a visitor's
// unchanged answer costs a 304; its own short public caching is kept.
import { json } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('answers with an ETag, a 304 while nothing changed, and its short public caching', async () => {
  const visitor = api.client('127.0.0.1');
  const first = await visitor.get('/api/site');
  expect(await json(first)).toEqual({ kind: 'single', school: null });
  expect(first.headers.get('cache-control')).toBe('public, max-age=30');
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await visitor.get('/api/site', { headers: { 'if-none-match': etag! } });
  expect(again.status).toBe(304);
});
