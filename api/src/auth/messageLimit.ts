// At most 10 messages an hour from one address (decisions.md), reserved in the transaction that
// counts, like the registrations (registrationLimit.ts): any number of simultaneous sends, on any
// number of API processes, store at most 10.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lockUntilCommit } from '../db/transactionLock';
import { deleteMessageAttemptsBefore, insertMessageAttemptWithinLimit, messageAttemptTimes } from '../repositories/messageAttemptsRepository';
import { retryAfterSeconds } from './loginThrottle';

export const messagePolicy = { maxMessages: 10, windowMs: 60 * 60 * 1000 } as const;

export function createMessageLimit(db: Kysely<Database>, now: () => number) {
  const { maxMessages: limit, windowMs } = messagePolicy;
  return {
    /** Counts a send from `ip`: null when it may go ahead, else the seconds to wait. */
    async reserve(ip: string): Promise<number | null> {
      const time = now();
      return db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, `message:${ip}`);
        await deleteMessageAttemptsBefore(trx, time - windowMs);
        if (await insertMessageAttemptWithinLimit(trx, ip, time, time - windowMs, limit)) return null;
        const times = await messageAttemptTimes(trx, ip, time - windowMs, limit);
        return retryAfterSeconds(times, time, { maxFailures: limit, windowMs }) ?? 1;
      });
    },
  };
}

export type MessageLimit = ReturnType<typeof createMessageLimit>;
