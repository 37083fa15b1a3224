// The writes by id the school's entities (subjects, teachers, classes) share; whether the row was
// there is the route's 404.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type EntityTable = 'subjects' | 'teachers' | 'classes';

/** Writes `columns` into row `id`; false when there is no such row. */
export async function updateById<T extends EntityTable>(db: Db, table: T, id: number, columns: Updateable<Database[T]>): Promise<boolean> {
  // Kysely's typed update cannot take a table chosen by a type parameter.
  const set = Object.entries(columns).map(([name, value]) => sql`${sql.ref(name)} = ${value}`);
  const result = await sql`UPDATE ${sql.table(table)} SET ${sql.join(set)} WHERE id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Deletes row `id`; false when there is no such row. */
export async function deleteById(db: Db, table: EntityTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
