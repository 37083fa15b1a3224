// Messages sent per address, in the database so several API processes count together. Only the
// address and the time are kept, and only for the limit's window (the privacy notice says so).
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Inserts a send unless the address has `limit` since `since`; answers whether it did. */
export async function insertMessageAttemptWithinLimit(db: Db, ip: string, now: number, since: number, limit: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    insert into message_attempts (ip, attempted_at)
    select ${ip}, cast(${now} as bigint)
    where (select count(*) from message_attempts where ip = ${ip} and attempted_at > ${since}) < ${limit}
    returning id`.execute(db);
  return rows.length > 0;
}

/** Times of the address's sends since `since`, newest first. */
export async function messageAttemptTimes(db: Db, ip: string, since: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('message_attempts')
    .select('attempted_at')
    .where('ip', '=', ip)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.attempted_at));
}

export async function deleteMessageAttemptsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('message_attempts').where('attempted_at', '<=', before).execute();
}
