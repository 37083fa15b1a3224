// At most `maxRegistrations` (REGISTRATIONS_PER_HOUR, 10) an hour from one address (decisions.md), reserved before hashing in the
// transaction that counts, like the sign-in limits (loginThrottle.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lockUntilCommit } from '../db/transactionLock';
import {
  deleteRegistrationAttempt,
  deleteRegistrationAttemptsBefore,
  insertRegistrationWithinLimit,
  registrationTimes,
} from '../repositories/registrationAttemptsRepository';
import { retryAfterSeconds, type Reservation } from './loginThrottle';

const windowMs = 60 * 60 * 1000;

export function createRegistrationLimit(db: Kysely<Database>, now: () => number, limit: number) {
  return {
    async reserve(ip: string): Promise<Reservation> {
      const time = now();
      return db.transaction().execute(async (trx) => {
        await lockUntilCommit(trx, `registration:${ip}`);
        await deleteRegistrationAttemptsBefore(trx, time - windowMs);
        const attempt = await insertRegistrationWithinLimit(trx, ip, time, time - windowMs, limit);
        if (attempt !== undefined) return { attempt };
        const times = await registrationTimes(trx, ip, time - windowMs, limit);
        return { retryAfter: retryAfterSeconds(times, time, { maxFailures: limit, windowMs }) ?? 1 };
      });
    },
    /** No account was attempted (the client left, the server was too busy). */
    release: (attempt: number) => deleteRegistrationAttempt(db, attempt),
  };
}

export type RegistrationLimit = ReturnType<typeof createRegistrationLimit>;
