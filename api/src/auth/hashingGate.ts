// Password hashing is the API's one costly piece of work (scrypt at production cost: about half a
// second of a core and 128 MiB each), so it goes through this gate: a few hashes at a time, a
// short queue served in turns by address, and an answer at once (429 for one address asking too
// much, 503 when everyone is waiting) instead of a pile-up that starves every visitor.
import { availableParallelism } from 'node:os';

export interface HashingGateLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Requests one address may have in the gate, running or waiting. */
  perAddress: number;
  /** Requests waiting for a turn, from all addresses together. */
  maxWaiting: number;
}

/** One core is left to answer everything else (decisions.md). */
export const defaultHashingGateLimits: HashingGateLimits = {
  concurrency: Math.max(1, availableParallelism() - 1),
  perAddress: 3,
  maxWaiting: 12,
};

export class HashingRefused {
  constructor(
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {}
}

export class ClientGone extends Error {
  constructor() {
    super('client gone');
    this.name = 'ClientGone';
  }
}

export interface HashingTicket {
  /** Waits for a turn and runs the hash; rejects with ClientGone if `signal` aborts while waiting. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Gives the place back without hashing (the request was refused before it came to that). */
  release(): void;
}

interface Waiter {
  start(): void;
  drop(): void;
}

export function createHashingGate(limits: HashingGateLimits = defaultHashingGateLimits) {
  const perAddress = new Map<string, number>();
  const waiting = new Map<string, Waiter[]>();
  // When each address in the gate last had a turn: the next turn goes to the one served longest ago.
  const lastTurn = new Map<string, number>();
  let turns = 0;
  let admitted = 0;
  let running = 0;
  let averageMs = 500;

  const retryAfter = () => Math.max(1, Math.ceil((admitted * averageMs) / limits.concurrency / 1000));

  /** One of the address's places is free again. */
  function free(address: string): void {
    admitted -= 1;
    const count = (perAddress.get(address) ?? 1) - 1;
    if (count > 0) perAddress.set(address, count);
    else {
      perAddress.delete(address);
      lastTurn.delete(address);
    }
  }

  /** The waiting address served longest ago (never, first); among equals, the one that came first. */
  function nextAddress(): string | undefined {
    let chosen: string | undefined;
    for (const address of waiting.keys()) {
      if (chosen === undefined || (lastTurn.get(address) ?? -1) < (lastTurn.get(chosen) ?? -1)) chosen = address;
    }
    return chosen;
  }

  function startNext(): void {
    while (running < limits.concurrency) {
      const address = nextAddress();
      if (address === undefined) return;
      const queue = waiting.get(address) as Waiter[];
      const waiter = queue.shift() as Waiter;
      if (queue.length === 0) waiting.delete(address);
      turns += 1;
      lastTurn.set(address, turns);
      running += 1;
      waiter.start();
    }
  }

  function dequeue(address: string, waiter: Waiter): void {
    const queue = waiting.get(address) ?? [];
    const index = queue.indexOf(waiter);
    if (index >= 0) queue.splice(index, 1);
    if (queue.length === 0) waiting.delete(address);
  }

  return {
    /** Hashes running and requests waiting now: what tests wait on instead of guessing how long a hash takes. */
    occupancy: () => ({ running, waiting: [...waiting.values()].reduce((sum, queue) => sum + queue.length, 0) }),
    admit(address: string): HashingTicket | HashingRefused {
      if ((perAddress.get(address) ?? 0) >= limits.perAddress) return new HashingRefused(429, retryAfter());
      if (admitted >= limits.concurrency + limits.maxWaiting) return new HashingRefused(503, retryAfter());
      admitted += 1;
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        return true;
      };

      return {
        release() {
          if (settle()) free(address);
        },
        run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
          return new Promise<T>((resolve, reject) => {
            const waiter: Waiter = {
              start() {
                signal?.removeEventListener('abort', onAbort);
                const started = performance.now();
                work()
                  .then(resolve, reject)
                  .finally(() => {
                    averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
                    running -= 1;
                    if (settle()) free(address);
                    startNext();
                  });
              },
              drop() {
                dequeue(address, waiter);
                if (settle()) free(address);
                reject(new ClientGone());
              },
            };
            const onAbort = () => waiter.drop();
            if (signal?.aborted) {
              waiter.drop();
              return;
            }
            signal?.addEventListener('abort', onAbort, { once: true });
            waiting.set(address, [...(waiting.get(address) ?? []), waiter]);
            startNext();
          });
        },
      };
    },
  };
}

export type HashingGate = ReturnType<typeof createHashingGate>;
