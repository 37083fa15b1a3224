// The media library's search: a key of the file's name and alt text without regard to case or
// diacritics (nameKey), since SQLite's lower() folds ASCII letters only.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('search_key', 'varchar(800)', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('search_key').execute();
}
