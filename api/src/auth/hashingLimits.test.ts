// Password hashing cannot starve the server: with production scrypt, requests beyond what the
// gate holds are answered at once (429 for one address, 503 when the queue is full) with
// Retry-After, and a request whose client leaves while it waits is dropped without a check.
import { messages } from '@school/shared/messages';
import { json } from '../testing/apiClient';
import { fetchFrom } from '../testing/fromAddress';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { productionScryptParams } from './passwords';

const basic = (username: string) => `Basic ${Buffer.from(`${username}:some password`).toString('base64')}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let api: TestApi;

beforeAll(async () => {
  // Unknown usernames are checked against a decoy hash made at the configured (production) cost.
  api = await startTestApi({
    seed: false,
    config: { passwordHashing: productionScryptParams },
    hashingGate: { concurrency: 1, perAddress: 1, maxWaiting: 1 },
  });
}, 30_000);
afterAll(() => api.close());

const signIn = (address: string, username: string, signal?: AbortSignal) =>
  fetchFrom(address, `${api.baseUrl}/api/user/login`, { headers: { authorization: basic(username) }, signal });

const attemptsOf = async (username: string) =>
  (await api.db.selectFrom('login_attempts').select('id').where('username_key', '=', username).execute()).length;

describe('sign-ins while a production-cost hash runs', () => {
  it('refuse at once what the gate cannot hold, and drop a waiting one whose client left', async () => {
    const finished: string[] = [];
    const track = (name: string, response: Promise<Response>) =>
      response.then((r) => {
        finished.push(name);
        return r;
      });

    const running = track('running', signIn('127.0.0.60', 'running'));
    await wait(150);
    const sameAddress = track('same address', signIn('127.0.0.60', 'second'));
    const left = new AbortController();
    const leaving = signIn('127.0.0.61', 'leaving', left.signal).catch((error: Error) => error);
    await wait(50);
    const queueFull = track('queue full', signIn('127.0.0.62', 'third'));

    const tooMany = await sameAddress;
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(tooMany)).toEqual({ message: messages.login.tooManyAttempts });
    const busy = await queueFull;
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(busy)).toEqual({ message: messages.api.busy });

    left.abort();
    expect(await leaving).toMatchObject({ name: 'AbortError' });
    expect((await running).status).toBe(401);
    // Both refusals came while the first hash was still running.
    expect(finished).toHaveLength(3);
    expect(finished[2]).toBe('running');
    expect(await attemptsOf('running')).toBe(1);
    // The request that left was never checked: its reservation was given back.
    for (let i = 0; i < 20 && (await attemptsOf('leaving')) > 0; i += 1) await wait(50);
    expect(await attemptsOf('leaving')).toBe(0);
    expect(await attemptsOf('second')).toBe(0);
    expect(await attemptsOf('third')).toBe(0);
  }, 30_000);
});
