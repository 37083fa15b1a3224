// Bounded image processing: at most `concurrency` jobs run and `queueLength` wait; beyond that a
// job is refused at once (the route answers 503 with Retry-After), so a burst of uploads cannot
// exhaust memory.
export class QueueFullError extends Error {
  constructor() {
    super('media processing queue is full');
    this.name = 'QueueFullError';
  }
}

export interface ProcessingQueue {
  /** Whether a new job would be refused now. */
  isFull(): boolean;
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Resolves when no job runs or waits (tests, shutdown). */
  idle(): Promise<void>;
}

export function createProcessingQueue(concurrency: number, queueLength: number): ProcessingQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  let idleWaiters: (() => void)[] = [];

  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    } else if (running === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    }
  };

  return {
    isFull: () => running >= concurrency && waiting.length >= queueLength,
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= queueLength) throw new QueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        next();
      }
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve))),
  };
}
