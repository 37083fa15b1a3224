// Failed sign-ins per username and address, in the database so several API processes count together.
import type { Db } from '../db/database';

export interface AttemptKey {
  usernameKey: string;
  ip: string;
}

export async function recordFailedAttempt(db: Db, key: AttemptKey, now: number): Promise<void> {
  await db.insertInto('login_attempts').values({ username_key: key.usernameKey, ip: key.ip, attempted_at: now }).execute();
}

/** Times of the failures since `since`, newest first. */
export async function failedAttemptTimes(db: Db, key: AttemptKey, since: number, limit: number): Promise<number[]> {
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

export async function clearFailedAttempts(db: Db, key: AttemptKey): Promise<void> {
  await db.deleteFrom('login_attempts').where('username_key', '=', key.usernameKey).where('ip', '=', key.ip).execute();
}

export async function deleteAttemptsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<=', before).execute();
}
