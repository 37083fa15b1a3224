// At most 10 messages an hour from one address (decisions.md), counted in the transaction that
// stores the message: any number of simultaneous sends, on any number of API processes, store at
// most 10, and a message the database refuses rolls its count back with it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { lockUntilCommit } from '../db/transactionLock';
import { deleteMessageAttemptsBefore, insertMessageAttemptWithinLimit, messageAttemptTimes } from '../repositories/messageAttemptsRepository';
import { retryAfterSeconds } from './loginThrottle';

export const messagePolicy = { maxMessages: 10, windowMs: 60 * 60 * 1000 } as const;

export function createMessageLimit(db: Kysely<Database>, now: () => number) {
  const { maxMessages: limit, windowMs } = messagePolicy;
  return {
    /** Stores a send from `ip` with `store` and counts it, both or neither; over the limit, the seconds to wait. */
    async send<T>(ip: string, store: (trx: Transaction<Database>) => Promise<T>): Promise<{ stored: T } | { retryAfter: number }> {
      const time = now();
      return db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, `message:${ip}`);
        await deleteMessageAttemptsBefore(trx, time - windowMs);
        if (await insertMessageAttemptWithinLimit(trx, ip, time, time - windowMs, limit)) return { stored: await store(trx) };
        const times = await messageAttemptTimes(trx, ip, time - windowMs, limit);
        return { retryAfter: retryAfterSeconds(times, time, { maxFailures: limit, windowMs }) ?? 1 };
      });
    },
  };
}

export type MessageLimit = ReturnType<typeof createMessageLimit>;
