// Messages sent per address, in the database so several API processes count together. Only the
// address and the time are kept, and only for the limit's window (the privacy notice says so).
import type { Db } from '../db/database';
import { addressAttemptTimesIn, deleteAttemptsBeforeIn, insertAddressAttemptWithinLimit } from './addressAttemptsRepository';

/** Inserts a send unless the address has `limit` since `since`; answers whether it did. */
export async function insertMessageAttemptWithinLimit(db: Db, ip: string, now: number, since: number, limit: number): Promise<boolean> {
  return (await insertAddressAttemptWithinLimit(db, 'message_attempts', ip, now, since, limit)) !== undefined;
}

/** Times of the address's sends since `since`, newest first. */
export const messageAttemptTimes = (db: Db, ip: string, since: number, limit: number) => addressAttemptTimesIn(db, 'message_attempts', ip, since, limit);

export const deleteMessageAttemptsBefore = (db: Db, before: number) => deleteAttemptsBeforeIn(db, 'message_attempts', before);
