// Registrations per address (each one costs a password hash), in the database so several API
// processes count together. A row is written before hashing; it is given back if no hash was made.
import type { Db } from '../db/database';
import { addressAttemptTimesIn, deleteAttemptIn, deleteAttemptsBeforeIn, insertAddressAttemptWithinLimit } from './addressAttemptsRepository';

/** Inserts a registration unless the address has `limit` since `since`; answers its id, or undefined. */
export const insertRegistrationWithinLimit = (db: Db, ip: string, now: number, since: number, limit: number) =>
  insertAddressAttemptWithinLimit(db, 'registration_attempts', ip, now, since, limit);

/** Times of the address's registrations since `since`, newest first. */
export const registrationTimes = (db: Db, ip: string, since: number, limit: number) => addressAttemptTimesIn(db, 'registration_attempts', ip, since, limit);

export const deleteRegistrationAttempt = (db: Db, id: number) => deleteAttemptIn(db, 'registration_attempts', id);

export const deleteRegistrationAttemptsBefore = (db: Db, before: number) => deleteAttemptsBeforeIn(db, 'registration_attempts', before);
