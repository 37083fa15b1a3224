// Serialises transactions that count rows and then insert one ("at most N per address"), so two
// API processes cannot both see N-1. PostgreSQL: an advisory lock held until the transaction ends.
// SQLite needs none: a transaction that begins with a write holds the database's only write lock.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';

export async function lockUntilCommit(trx: Db, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
