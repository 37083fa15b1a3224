// The row policies of 0022/0023 read `setting IS NULL OR school_id = setting`: that OR keeps every
// index on school_id out of the plan, so with 100 schools each query scanned every school's rows
// and filtered (a county's reads slowed down as schools were added). The policies now compare one
// indexed expression with a list: `coalesce(school_id, 0) = ANY(school_scope())`, where the scope
// is the connection's school, or, without one (a single-school install, the console, the server's
// own jobs), every school and 0 (the rows of an install, whose school_id is null). The list is
// taken once per statement (an InitPlan), and the planner uses the expression indexes made here and
// the per-school unique keys of 0023/0024, which already begin with coalesce(school_id, 0).
// The function keeps the search_path it was made with: pg_dump reads the tables with an empty one.
// SQLite (one school's install) has no policies.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';
import { schoolDataTables } from './0022_school_rows';

const policedTables = ['media', ...schoolDataTables, 'search_index'];

const oldRule = sql`nullif(current_setting('app.school_id', true), '') IS NULL OR school_id = nullif(current_setting('app.school_id', true), '')::integer`;

/** coalesce() around the scalar subquery: without it `= ANY ((SELECT …))` would read as a subquery's rows. */
const scopeRule = sql`coalesce(school_id, 0) = ANY (coalesce((SELECT school_scope()), '{}'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION school_scope() RETURNS integer[] LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
    SELECT CASE WHEN nullif(current_setting('app.school_id', true), '') IS NULL
      THEN coalesce((SELECT array_agg(id) FROM schools), '{}') || 0
      ELSE ARRAY[nullif(current_setting('app.school_id', true), '')::integer] END $$`.execute(db);
  for (const table of policedTables) {
    await sql`DROP POLICY school_rows ON ${sql.table(table)}`.execute(db);
    await sql`CREATE POLICY school_rows ON ${sql.table(table)} USING (${scopeRule}) WITH CHECK (${scopeRule})`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_scope_idx`)} ON ${sql.table(table)} ((coalesce(school_id, 0)))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of policedTables) {
    await sql`DROP INDEX ${sql.id(`${table}_scope_idx`)}`.execute(db);
    await sql`DROP POLICY school_rows ON ${sql.table(table)}`.execute(db);
    await sql`CREATE POLICY school_rows ON ${sql.table(table)} USING (${oldRule}) WITH CHECK (${oldRule})`.execute(db);
  }
  await sql`DROP FUNCTION school_scope()`.execute(db);
}
