// On PostgreSQL a school's rows get their school from the connection's `app.school_id`, which the
// API sets for every request (tenancy/schoolContext.ts): a row written for a school carries it
// without any repository naming it. The search index gets its school and its policy too, and the
// keys that were unique across the install (a page's key, a slug, a subject's name, a rollover's
// year, About us' single row) become unique per school, so each school has its own `home` page.
// SQLite (one school's install) is left as it is.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';
import { schoolDataTables } from './0022_school_rows';

const schoolSetting = sql`nullif(current_setting('app.school_id', true), '')::integer`;

/** The constraints that made a key unique across schools, and the per-school index that replaces each. */
const perSchoolKeys = [
  { table: 'pages', constraint: 'pages_key_key', columns: 'key' },
  { table: 'news_posts', constraint: 'news_posts_slug_key', columns: 'slug' },
  { table: 'events', constraint: 'events_slug_key', columns: 'slug' },
  { table: 'news_old_slugs', constraint: 'news_old_slugs_pkey', columns: 'slug' },
  { table: 'school_year_rollovers', constraint: 'school_year_rollovers_pkey', columns: 'school_year' },
  { table: 'about_us', constraint: 'about_us_pkey', columns: 'id' },
  { table: 'search_index', constraint: 'search_index_pk', columns: 'item_type, item_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE search_index ADD COLUMN school_id integer REFERENCES schools (id)`.execute(db);
  await sql`CREATE INDEX search_index_school_idx ON search_index (school_id)`.execute(db);
  await sql`ALTER TABLE search_index ENABLE ROW LEVEL SECURITY`.execute(db);
  await sql`ALTER TABLE search_index FORCE ROW LEVEL SECURITY`.execute(db);
  await sql`CREATE POLICY school_rows ON search_index
    USING (${schoolSetting} IS NULL OR school_id = ${schoolSetting})
    WITH CHECK (${schoolSetting} IS NULL OR school_id = ${schoolSetting})`.execute(db);
  for (const table of ['media', ...schoolDataTables, 'search_index']) {
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN school_id SET DEFAULT ${schoolSetting}`.execute(db);
  }
  for (const { table, constraint, columns } of perSchoolKeys) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(constraint)}`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_school_key_idx`)} ON ${sql.table(table)} (coalesce(school_id, 0), ${sql.raw(columns)})`.execute(db);
  }
  await sql`DROP INDEX subjects_name_key_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX subjects_school_name_key_idx ON subjects (coalesce(school_id, 0), name_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX subjects_school_name_key_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX subjects_name_key_idx ON subjects (name_key)`.execute(db);
  for (const { table, constraint, columns } of [...perSchoolKeys].reverse()) {
    await sql`DROP INDEX ${sql.id(`${table}_school_key_idx`)}`.execute(db);
    const kind = constraint.endsWith('_key') ? sql`UNIQUE` : sql`PRIMARY KEY`;
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.id(constraint)} ${kind} (${sql.raw(columns)})`.execute(db);
  }
  for (const table of ['media', ...schoolDataTables]) await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN school_id DROP DEFAULT`.execute(db);
  await sql`DROP POLICY school_rows ON search_index`.execute(db);
  await sql`ALTER TABLE search_index DISABLE ROW LEVEL SECURITY`.execute(db);
  await sql`ALTER TABLE search_index DROP COLUMN school_id`.execute(db);
}
