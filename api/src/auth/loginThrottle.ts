// Brute-force limit: 5 failed sign-ins for one username from one address within 15 minutes block
// that pair until the oldest of those failures is 15 minutes old. Failures while blocked are not
// counted, so an attacker cannot extend the block for the real user.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  clearFailedAttempts,
  deleteAttemptsBefore,
  failedAttemptTimes,
  recordFailedAttempt,
  type AttemptKey,
} from '../repositories/loginAttemptsRepository';

export const loginThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Seconds until the pair may try again, or null when not blocked. `failures` newest first. */
export function retryAfterSeconds(failures: number[], now: number, policy = loginThrottlePolicy): number | null {
  const oldestCounted = failures[policy.maxFailures - 1];
  if (oldestCounted === undefined) return null;
  const blockedUntil = oldestCounted + policy.windowMs;
  return blockedUntil > now ? Math.ceil((blockedUntil - now) / 1000) : null;
}

export function createLoginThrottle(db: Kysely<Database>, now: () => number, policy = loginThrottlePolicy) {
  return {
    async retryAfter(key: AttemptKey): Promise<number | null> {
      const time = now();
      return retryAfterSeconds(await failedAttemptTimes(db, key, time - policy.windowMs, policy.maxFailures), time, policy);
    },
    /** One transaction, so one commit (one fsync on SQLite): prune the old failures, add this one. */
    async recordFailure(key: AttemptKey): Promise<void> {
      const time = now();
      await db.transaction().execute(async (trx) => {
        await deleteAttemptsBefore(trx, time - policy.windowMs);
        await recordFailedAttempt(trx, key, time);
      });
    },
    reset: (key: AttemptKey) => clearFailedAttempts(db, key),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
