// Subject names unique without regard to case or diacritics: a normalized key with a unique index,
// so two admins adding "Fizică" and "fizica" at once cannot both succeed.
import { sql, type Kysely } from 'kysely';
import { nameKey } from '../nameKey';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subjects').addColumn('name_key', 'text').execute();
  const { rows } = await sql<{ id: number; name: string }>`select id, name from subjects order by id`.execute(db);
  const seen = new Set<string>();
  for (const { id, name } of rows) {
    // Duplicates written before this rule are kept (an admin renames or deletes them); only the
    // first of them holds the plain key.
    const key = seen.has(nameKey(name)) ? `${nameKey(name)}#${id}` : nameKey(name);
    seen.add(key);
    await sql`update subjects set name_key = ${key} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('subjects_name_key_idx').on('subjects').column('name_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subjects_name_key_idx').execute();
  await db.schema.alterTable('subjects').dropColumn('name_key').execute();
}
