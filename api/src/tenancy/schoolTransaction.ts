// A transaction in one school's context: on PostgreSQL it sets `app.school_id` for the
// transaction alone (SET LOCAL, through set_config), so the row-level policies (0022) refuse every
// other school's rows to any query inside it. On SQLite (one school's install, or tests) the
// repositories' own filters are the only guard.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/migrations/dialect';

/**
 * Puts the rest of a transaction already under way in the school's context (PostgreSQL): for a
 * school made in that same transaction, whose id the connection could not be given when taken.
 */
export async function enterSchool(trx: Transaction<Database>, schoolId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select set_config('app.school_id', ${String(schoolId)}, true)`.execute(trx);
}

export async function inSchoolTransaction<T>(db: Kysely<Database>, schoolId: number | null, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (schoolId !== null) await enterSchool(trx, schoolId);
    return work(trx);
  });
}
