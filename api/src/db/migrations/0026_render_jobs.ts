// The county's render queue (issue 26): each page to (re)render, or a school's snapshots to check
// ('*'), is a row that any renderer worker takes with SELECT … FOR UPDATE SKIP LOCKED and deletes
// when done (scripts/prerender/renderQueue.mjs); and the shared assets' versions (host index.html,
// remotes.json, each remoteEntry.js) the workers compare-and-set to see a redeploy once. The
// platform's own tables, like schools: no row-level policy, in no school's export. A platform needs
// PostgreSQL (tenancy/platformDatabase.ts); SQLite gets the tables too, for the API's own platform
// tests, which run on both: no worker ever reads them there.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('render_jobs')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('priority', 'smallint', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enqueued_at', postgres ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(postgres ? sql`now()` : sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('render_jobs_order_idx').on('render_jobs').columns(['priority', 'rank', 'enqueued_at']).execute();
  await db.schema.createIndex('render_jobs_page_idx').on('render_jobs').columns(['school_id', 'path']).execute();
  await db.schema
    .createTable('render_assets')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('render_assets').execute();
  await db.schema.dropTable('render_jobs').execute();
}
