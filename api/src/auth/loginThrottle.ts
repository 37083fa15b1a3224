// Brute-force limits on sign-in (decisions.md). Each password check is reserved in the database
// before any hashing, in the transaction that counts, so however many attempts arrive at once (on
// however many API processes) at most these many are ever checked in 15 minutes:
// - 5 for one username from one address, blocked until the oldest of them is 15 minutes old;
// - 10 from one address across usernames (spraying one guess at many accounts).
// Refused attempts are not counted, so an attacker cannot extend the block for the real user; a
// correct password forgets that username's earlier failures from that address.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lockUntilCommit } from '../db/transactionLock';
import {
  addressAttemptTimes,
  deleteAttempt,
  deleteAttemptsBefore,
  deletePairAttemptsUpTo,
  insertAttemptWithinLimits,
  pairAttemptTimes,
  type AttemptKey,
} from '../repositories/loginAttemptsRepository';

export const loginThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;
export const addressFailurePolicy = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

interface Policy {
  maxFailures: number;
  windowMs: number;
}

/** Seconds until the pair may try again, or null when not blocked. `failures` newest first. */
export function retryAfterSeconds(failures: number[], now: number, policy: Policy = loginThrottlePolicy): number | null {
  const oldestCounted = failures[policy.maxFailures - 1];
  if (oldestCounted === undefined) return null;
  const blockedUntil = oldestCounted + policy.windowMs;
  return blockedUntil > now ? Math.ceil((blockedUntil - now) / 1000) : null;
}

/** A password check may go ahead (`attempt` is its reservation), or not before `retryAfter` seconds. */
export type Reservation = { attempt: number } | { retryAfter: number };

export function createLoginThrottle(db: Kysely<Database>, now: () => number) {
  const windowMs = loginThrottlePolicy.windowMs;
  return {
    async reserve(key: AttemptKey): Promise<Reservation> {
      const time = now();
      return db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, `login:${key.ip}`);
        await deleteAttemptsBefore(trx, time - windowMs);
        const attempt = await insertAttemptWithinLimits(trx, key, time, {
          since: time - windowMs,
          perPair: loginThrottlePolicy.maxFailures,
          perAddress: addressFailurePolicy.maxFailures,
        });
        if (attempt !== undefined) return { attempt };
        const pair = retryAfterSeconds(await pairAttemptTimes(trx, key, time - windowMs, loginThrottlePolicy.maxFailures), time);
        const address = retryAfterSeconds(
          await addressAttemptTimes(trx, key.ip, time - windowMs, addressFailurePolicy.maxFailures),
          time,
          addressFailurePolicy,
        );
        return { retryAfter: Math.max(pair ?? 1, address ?? 1) };
      });
    },
    /** The password was right: the check and the pair's earlier failures are forgotten. */
    succeeded: (key: AttemptKey, attempt: number) => deletePairAttemptsUpTo(db, key, attempt),
    /** The password was never checked (the client left, the server was too busy): the reservation is given back. */
    release: (attempt: number) => deleteAttempt(db, attempt),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
