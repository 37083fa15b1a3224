// Registrations per address (each one costs a password hash), in the database so several API
// processes count together. A row is written before hashing; it is given back if no hash was made.
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Inserts a registration unless the address has `limit` since `since`; answers its id, or undefined. */
export async function insertRegistrationWithinLimit(db: Db, ip: string, now: number, since: number, limit: number): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    insert into registration_attempts (ip, attempted_at)
    select ${ip}, cast(${now} as bigint)
    where (select count(*) from registration_attempts where ip = ${ip} and attempted_at > ${since}) < ${limit}
    returning id`.execute(db);
  return rows[0]?.id;
}

/** Times of the address's registrations since `since`, newest first. */
export async function registrationTimes(db: Db, ip: string, since: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('registration_attempts')
    .select('attempted_at')
    .where('ip', '=', ip)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.attempted_at));
}

export async function deleteRegistrationAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('registration_attempts').where('id', '=', id).execute();
}

export async function deleteRegistrationAttemptsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('registration_attempts').where('attempted_at', '<=', before).execute();
}
