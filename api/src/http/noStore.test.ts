// Answers about the signed-in user are never kept by the browser or a cache between it and us:
// every /api/user/* answer, success or error, carries Cache-Control: no-store.
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await api.createUser('kept.out', 'password-1', 'USER');
});
afterAll(() => api.close());

describe('Cache-Control on /api/user/*', () => {
  it('is no-store on sign-in, the current user, registration and sign-out, also when refused', async () => {
    const client = api.client();
    const answers: [string, Response][] = [
      ['anonymous me', await client.get('/api/user/me')],
      ['failed sign-in', await client.login('kept.out', 'wrong-password')],
      ['sign-in', await client.login('kept.out', 'password-1')],
      ['me', await client.get('/api/user/me')],
      ['refused registration', await client.post('/api/user/registration', { username: '' })],
      ['sign-out', await client.post('/api/user/logout')],
    ];
    expect(answers.map(([what, response]) => [what, response.headers.get('cache-control')])).toEqual(
      answers.map(([what]) => [what, 'no-store']),
    );
  });

  it('leaves the public reads cached and revalidated', async () => {
    const response = await api.client().get('/api/school/about-us');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
