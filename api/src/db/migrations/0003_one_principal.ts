// One director: a unique index over the PRINCIPAL rows alone (a partial index, on both databases),
// so two admins saving a principal at once cannot both succeed. Deputies are not limited.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A school that already has several keeps the first (lowest id) as its principal; the others
  // become deputies, so the site shows one director and the admin can swap them (decisions.md).
  await sql`update teachers set position = 'DEPUTY_PRINCIPAL'
    where position = 'PRINCIPAL' and id > (select min(id) from teachers where position = 'PRINCIPAL')`.execute(db);
  await sql`create unique index teachers_one_principal_idx on teachers (position) where position = 'PRINCIPAL'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('teachers_one_principal_idx').execute();
}
