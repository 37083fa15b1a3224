// The school's calendar: events with the lifecycle and trash columns every content item has (as
// news_posts: status, publish time, deleted_at, archived_at), revisions in content_revisions.
// start_at/end_at hold Bucharest wall-clock values: 'YYYY-MM-DD' (all day) or 'YYYY-MM-DDTHH:MM',
// which sort as text in time order.
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(16)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(16)')
    .addColumn('place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('school_year', 'varchar(9)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('publish_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('archived_at', 'bigint')
    .execute();
  await db.schema.createIndex('events_list_idx').on('events').columns(['status', 'start_at']).execute();
  await db.schema.createIndex('events_category_idx').on('events').columns(['category', 'start_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
