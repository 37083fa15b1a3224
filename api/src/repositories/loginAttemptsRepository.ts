// Sign-in attempts per username and address, in the database so several API processes count
// together. A row is written before the password is checked (it reserves the check) and stays as
// the failure when the check fails.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { addressAttemptTimesIn, deleteAttemptIn, deleteAttemptsBeforeIn } from './addressAttemptsRepository';

export interface AttemptKey {
  usernameKey: string;
  ip: string;
}

export interface AttemptLimits {
  /** Only attempts after this time count. */
  since: number;
  /** Attempts allowed for one username from one address. */
  perPair: number;
  /** Attempts allowed from one address, whatever the username. */
  perAddress: number;
}

/**
 * Inserts an attempt unless the pair or the address already has its limit: counting and inserting
 * in one statement (see lockUntilCommit for PostgreSQL). Answers the new row's id, or undefined.
 */
export async function insertAttemptWithinLimits(db: Db, key: AttemptKey, now: number, limits: AttemptLimits): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    insert into login_attempts (username_key, ip, attempted_at)
    select ${key.usernameKey}, ${key.ip}, cast(${now} as bigint)
    where (select count(*) from login_attempts
           where username_key = ${key.usernameKey} and ip = ${key.ip} and attempted_at > ${limits.since}) < ${limits.perPair}
      and (select count(*) from login_attempts where ip = ${key.ip} and attempted_at > ${limits.since}) < ${limits.perAddress}
    returning id`.execute(db);
  return rows[0]?.id;
}

/** Times of the pair's attempts since `since`, newest first. */
export async function pairAttemptTimes(db: Db, key: AttemptKey, since: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('username_key', '=', key.usernameKey)
    .where('ip', '=', key.ip)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.attempted_at));
}

/** Times of the address's attempts since `since`, whatever the username, newest first. */
export const addressAttemptTimes = (db: Db, ip: string, since: number, limit: number) => addressAttemptTimesIn(db, 'login_attempts', ip, since, limit);

export const deleteAttempt = (db: Db, id: number) => deleteAttemptIn(db, 'login_attempts', id);

/** The pair's attempts up to and including `id`: those after it are other checks still running. */
export async function deletePairAttemptsUpTo(db: Db, key: AttemptKey, id: number): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('username_key', '=', key.usernameKey)
    .where('ip', '=', key.ip)
    .where('id', '<=', id)
    .execute();
}

export const deleteAttemptsBefore = (db: Db, before: number) => deleteAttemptsBeforeIn(db, 'login_attempts', before);
