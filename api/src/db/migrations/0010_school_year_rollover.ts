// The school-year rollover: news, galleries and documents of a past year are marked archived
// (still public under their year), and each rollover is kept (the health list asks for the pages
// every school year renews once a year has been started).
import type { Kysely } from 'kysely';

const archivable = ['news_posts', 'galleries', 'documents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of archivable) await db.schema.alterTable(table).addColumn('archived_at', 'bigint').execute();
  await db.schema
    .createTable('school_year_rollovers')
    .addColumn('school_year', 'varchar(9)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_username', 'varchar(255)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_year_rollovers').execute();
  for (const table of archivable) await db.schema.alterTable(table).dropColumn('archived_at').execute();
}
