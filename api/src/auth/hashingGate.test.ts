import { createHashingGate, HashingRefused, type HashingTicket } from './hashingGate';

/** Work that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

const admitted = (ticket: HashingTicket | HashingRefused): HashingTicket => {
  if (ticket instanceof HashingRefused) throw new Error(`refused: ${ticket.status}`);
  return ticket;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('hashing gate', () => {
  it('runs at most `concurrency` hashes at once and starts the next when one ends', async () => {
    const gate = createHashingGate({ concurrency: 2, perAddress: 5, maxWaiting: 5 });
    const started: string[] = [];
    const works = ['a', 'b', 'c'].map((name) => ({ name, ...deferred() }));
    const runs = works.map(({ name, done }) =>
      admitted(gate.admit(`10.0.0.${name.charCodeAt(0)}`)).run(async () => {
        started.push(name);
        await done;
      }),
    );
    await tick();
    expect(started).toEqual(['a', 'b']);
    works[0]!.finish();
    await runs[0];
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    works[1]!.finish();
    works[2]!.finish();
    await Promise.all(runs);
  });

  it('refuses an address that already has `perAddress` requests in the gate with 429, others not', async () => {
    const gate = createHashingGate({ concurrency: 1, perAddress: 2, maxWaiting: 10 });
    const first = admitted(gate.admit('10.0.0.1'));
    admitted(gate.admit('10.0.0.1'));
    const refused = gate.admit('10.0.0.1');
    expect(refused).toBeInstanceOf(HashingRefused);
    expect((refused as HashingRefused).status).toBe(429);
    expect((refused as HashingRefused).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(gate.admit('10.0.0.2')).not.toBeInstanceOf(HashingRefused);
    // A ticket given back (its sign-in was refused before hashing) frees the address's place.
    first.release();
    expect(gate.admit('10.0.0.1')).not.toBeInstanceOf(HashingRefused);
  });

  it('answers 503 once the whole queue is full', () => {
    const gate = createHashingGate({ concurrency: 1, perAddress: 1, maxWaiting: 2 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) admitted(gate.admit(address));
    const refused = gate.admit('10.0.0.4');
    expect(refused).toBeInstanceOf(HashingRefused);
    expect((refused as HashingRefused).status).toBe(503);
  });

  it('takes turns between addresses, so a flood from one does not delay another by more than one hash', async () => {
    const gate = createHashingGate({ concurrency: 1, perAddress: 3, maxWaiting: 10 });
    const order: string[] = [];
    const first = deferred();
    const runs = [
      admitted(gate.admit('flood')).run(async () => {
        order.push('flood 1');
        await first.done;
      }),
      admitted(gate.admit('flood')).run(async () => void order.push('flood 2')),
      admitted(gate.admit('flood')).run(async () => void order.push('flood 3')),
    ];
    await tick();
    runs.push(admitted(gate.admit('visitor')).run(async () => void order.push('visitor')));
    first.finish();
    await Promise.all(runs);
    expect(order).toEqual(['flood 1', 'visitor', 'flood 2', 'flood 3']);
  });

  it('drops a waiting request whose client has gone: its work never runs', async () => {
    const gate = createHashingGate({ concurrency: 1, perAddress: 5, maxWaiting: 5 });
    const blocker = deferred();
    const running = admitted(gate.admit('10.0.0.1')).run(() => blocker.done);
    const left = new AbortController();
    let ran = false;
    const waiting = admitted(gate.admit('10.0.0.2')).run(async () => {
      ran = true;
    }, left.signal);
    left.abort();
    await expect(waiting).rejects.toThrow('client gone');
    blocker.finish();
    await running;
    await tick();
    expect(ran).toBe(false);
    // Its place is free again.
    expect(gate.admit('10.0.0.2')).not.toBeInstanceOf(HashingRefused);
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashingGate({ concurrency: 1, perAddress: 1, maxWaiting: 0 });
    await expect(admitted(gate.admit('10.0.0.1')).run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(admitted(gate.admit('10.0.0.1')).run(async () => 42)).resolves.toBe(42);
  });
});
