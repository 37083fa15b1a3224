// Attempts counted per address (messages, registrations, sign-ins), each kind in a table of its
// own with the columns ip and attempted_at: the reads and deletes they all make alike.
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type AttemptsTable = 'message_attempts' | 'registration_attempts' | 'login_attempts';

/** Inserts an attempt unless the address has `limit` since `since`, in one statement; answers its id, or undefined. */
export async function insertAddressAttemptWithinLimit(
  db: Db,
  table: Exclude<AttemptsTable, 'login_attempts'>,
  ip: string,
  now: number,
  since: number,
  limit: number,
): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    insert into ${sql.table(table)} (ip, attempted_at)
    select ${ip}, cast(${now} as bigint)
    where (select count(*) from ${sql.table(table)} where ip = ${ip} and attempted_at > ${since}) < ${limit}
    returning id`.execute(db);
  return rows[0]?.id;
}

/** Times of the address's attempts since `since`, newest first. */
export async function addressAttemptTimesIn(db: Db, table: AttemptsTable, ip: string, since: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ attempted_at: number | string | bigint }>`
    select attempted_at from ${sql.table(table)}
    where ip = ${ip} and attempted_at > ${since}
    order by attempted_at desc
    limit ${limit}`.execute(db);
  return rows.map((row) => Number(row.attempted_at));
}

/** Forgets the attempts made up to `before`: they no longer count. */
export async function deleteAttemptsBeforeIn(db: Db, table: AttemptsTable, before: number): Promise<void> {
  await sql`delete from ${sql.table(table)} where attempted_at <= ${before}`.execute(db);
}

export async function deleteAttemptIn(db: Db, table: AttemptsTable, id: number): Promise<void> {
  await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
}
