// A transaction in one school's context: on PostgreSQL it sets `app.school_id` for the
// transaction alone (SET LOCAL, through set_config), so the row-level policies (0022) refuse every
// other school's rows to any query inside it. On SQLite (one school's install, or tests) the
// repositories' own filters are the only guard.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/migrations/dialect';

export async function inSchoolTransaction<T>(db: Kysely<Database>, schoolId: number | null, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const postgres = isPostgres(db);
  return db.transaction().execute(async (trx) => {
    if (schoolId !== null && postgres) await sql`select set_config('app.school_id', ${String(schoolId)}, true)`.execute(trx);
    return work(trx);
  });
}
