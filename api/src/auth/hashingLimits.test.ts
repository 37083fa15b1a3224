// Password hashing cannot starve the server: with production scrypt, requests beyond what the
// gate holds are answered at once (429 for one address, 503 when the queue is full) with
// Retry-After, and a request whose client leaves while it waits is dropped without a check.
// The test holds the gate's one hashing place itself, so which request waits and which is refused
// follows from the gate's state, not from how long a hash takes on this machine.
import { messages } from '@school/shared/messages';
import { json } from '../testing/apiClient';
import { fetchFrom } from '../testing/fromAddress';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { until } from '../testing/until';
import { HashingRefused } from './hashingGate';
import { productionScryptParams } from './passwords';
import { signInMessages } from '@school/shared/messages/sign-in';

const basic = (username: string) => `Basic ${Buffer.from(`${username}:some password`).toString('base64')}`;

let api: TestApi;

beforeAll(async () => {
  // Unknown usernames are checked against a decoy hash made at the configured (production) cost.
  api = await startTestApi({
    seed: false,
    config: { passwordHashing: productionScryptParams },
    hashingGate: { concurrency: 1, perAddress: 1, maxWaiting: 2 },
  });
}, 30_000);
afterAll(() => api.close());

const signIn = (address: string, username: string, signal?: AbortSignal) =>
  fetchFrom(address, `${api.baseUrl}/api/user/login`, { headers: { authorization: basic(username) }, signal });

const attemptsOf = async (username: string) =>
  (await api.db.selectFrom('login_attempts').select('id').where('username_key', '=', username).execute()).length;

const waitingInGate = (count: number) => until(() => api.hashingGate.occupancy().waiting === count, `${count} waiting for a hash`);

/** Takes the gate's one hashing place until the returned function gives it back. */
function holdTheGate(): () => void {
  const ticket = api.hashingGate.admit('127.0.0.59');
  if (ticket instanceof HashingRefused) throw new Error('the gate refused the test');
  let giveBack = () => {};
  void ticket.run(() => new Promise<void>((resolve) => (giveBack = resolve)));
  return () => giveBack();
}

describe('sign-ins while the gate is busy', () => {
  it('refuse at once what the gate cannot hold, and drop a waiting one whose client left', async () => {
    const finished: string[] = [];
    const track = (name: string, response: Promise<Response>) =>
      response.then((r) => {
        finished.push(name);
        return r;
      });

    const giveBack = holdTheGate();
    expect(api.hashingGate.occupancy()).toEqual({ running: 1, waiting: 0 });
    const waiting = track('waiting', signIn('127.0.0.60', 'waiting'));
    // Given back whatever happens, so a failing check leaves no request hanging past the test.
    try {
      await waitingInGate(1);

      const tooMany = await track('same address', signIn('127.0.0.60', 'second'));
      expect(tooMany.status).toBe(429);
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await json(tooMany)).toEqual({ message: signInMessages.login.tooManyAttempts });

      const left = new AbortController();
      const leaving = signIn('127.0.0.61', 'leaving', left.signal).catch((error: Error) => error);
      await waitingInGate(2);
      expect(await attemptsOf('leaving')).toBe(1);
      const busy = await track('queue full', signIn('127.0.0.62', 'third'));
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await json(busy)).toEqual({ message: messages.api.busy });

      left.abort();
      expect(await leaving).toMatchObject({ name: 'AbortError' });
      // The request that left is out of the queue, never checked, and its reservation is given back.
      await waitingInGate(1);
      await until(async () => (await attemptsOf('leaving')) === 0, "the leaving request's reservation given back");
    } finally {
      giveBack();
      await waiting.catch(() => undefined);
    }
    expect((await waiting).status).toBe(401);
    expect(finished).toEqual(['same address', 'queue full', 'waiting']);
    expect(await attemptsOf('waiting')).toBe(1);
    expect(await attemptsOf('leaving')).toBe(0);
    expect(await attemptsOf('second')).toBe(0);
    expect(await attemptsOf('third')).toBe(0);
    expect(api.hashingGate.occupancy()).toEqual({ running: 0, waiting: 0 });
  }, 30_000);
});
