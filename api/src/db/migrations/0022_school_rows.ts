// Every table that holds a school's data carries the school (null on a single-school install), and
// on PostgreSQL row-level security refuses another school's rows: inside a transaction that set
// `app.school_id` (tenancy/schoolTransaction.ts) a query sees and writes only that school's rows,
// even one that forgets the filter. Without the setting (a single-school install, the platform's
// console, the server's own jobs) the policy lets every row through. FORCE: the table's owner (the
// API's own role) is held to it too; only a superuser or a BYPASSRLS role is not.
// The search index is left out: on SQLite it is an FTS5 table, which takes no new column.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

export const schoolDataTables = [
  'about_us',
  'subjects',
  'teachers',
  'classes',
  'media_variants',
  'media_usages',
  'audit_log',
  'news_posts',
  'news_old_slugs',
  'pages',
  'documents',
  'galleries',
  'events',
  'content_revisions',
  'messages',
  'school_year_rollovers',
] as const;

/** media got its school in 0021; the row-level policy covers it too. */
const policedTables = ['media', ...schoolDataTables];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of schoolDataTables) {
    await db.schema.alterTable(table).addColumn('school_id', 'integer', (c) => c.references('schools.id')).execute();
    await db.schema.createIndex(`${table}_school_idx`).on(table).column('school_id').execute();
  }
  if (!isPostgres(db)) return;
  for (const table of policedTables) {
    await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} FORCE ROW LEVEL SECURITY`.execute(db);
    await sql`CREATE POLICY school_rows ON ${sql.table(table)}
      USING (nullif(current_setting('app.school_id', true), '') IS NULL OR school_id = nullif(current_setting('app.school_id', true), '')::integer)
      WITH CHECK (nullif(current_setting('app.school_id', true), '') IS NULL OR school_id = nullif(current_setting('app.school_id', true), '')::integer)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of policedTables) {
      await sql`DROP POLICY school_rows ON ${sql.table(table)}`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} NO FORCE ROW LEVEL SECURITY`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} DISABLE ROW LEVEL SECURITY`.execute(db);
    }
  }
  for (const table of schoolDataTables) {
    await db.schema.dropIndex(`${table}_school_idx`).execute();
    await db.schema.alterTable(table).dropColumn('school_id').execute();
  }
}
