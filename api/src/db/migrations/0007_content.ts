// The content platform's items: news posts (with their old slugs), pages, documents and galleries,
// each with the same lifecycle columns (status, publish time, trash); their revisions; and the
// search index (FTS5 on SQLite, a tsvector with unaccent on PostgreSQL).
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { idColumn, idColumnType, isPostgres } from './dialect';

/** status, publish_at, created_at, updated_at, deleted_at: what contentLifecycle.ts reads. */
function withLifecycle<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('publish_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint');
}

async function createSearchIndex(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`CREATE VIRTUAL TABLE search_index USING fts5(
      item_type UNINDEXED, item_id UNINDEXED, visible_from UNINDEXED, ref UNINDEXED, title, body,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
    return;
  }
  // unaccent is a trusted extension (PostgreSQL 13+); where it is not installed, the same
  // folding for the letters the site's texts use, by translate().
  const available = await sql<{ n: number }>`SELECT 1 AS n FROM pg_available_extensions WHERE name = 'unaccent'`.execute(db);
  if (available.rows.length > 0) {
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
    await sql`CREATE OR REPLACE FUNCTION school_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT lower(unaccent('unaccent', $1)) $$`.execute(db);
  } else {
    await sql`CREATE OR REPLACE FUNCTION school_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT lower(translate($1, 'ăâîșşțţĂÂÎȘŞȚŢáàäéèëíìïóòöúùüçñÁÀÄÉÈËÍÌÏÓÒÖÚÙÜÇÑ', 'aaisssttAAISSTTaaaeeeiiiooouuucnAAAEEEIIIOOOUUUCN')) $$`.execute(db);
  }
  await db.schema
    .createTable('search_index')
    .addColumn('item_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('visible_from', 'bigint', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_index_pk', ['item_type', 'item_id'])
    .execute();
  await sql`CREATE INDEX search_index_document_idx ON search_index USING gin (document)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await withLifecycle(
    db.schema
      .createTable('news_posts')
      .addColumn('id', idType, id)
      .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('place', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('school_year', 'varchar(9)', (c) => c.notNull())
      .addColumn('project', 'varchar(100)')
      .addColumn('cover_image', 'text')
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema.createIndex('news_posts_list_idx').on('news_posts').columns(['status', 'date']).execute();

  await db.schema
    .createTable('news_old_slugs')
    .addColumn('slug', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('news_id', 'integer', (c) => c.notNull().references('news_posts.id').onDelete('cascade'))
    .execute();

  await withLifecycle(
    db.schema
      .createTable('pages')
      .addColumn('id', idType, id)
      .addColumn('key', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();

  await withLifecycle(
    db.schema
      .createTable('documents')
      .addColumn('id', idType, id)
      .addColumn('title', 'varchar(300)', (c) => c.notNull())
      .addColumn('media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('url', 'varchar(2000)')
      .addColumn('category', 'varchar(32)', (c) => c.notNull())
      .addColumn('school_year', 'varchar(9)', (c) => c.notNull())
      .addColumn('published_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('valid_until', 'varchar(10)'),
  ).execute();
  await db.schema.createIndex('documents_list_idx').on('documents').columns(['category', 'school_year']).execute();

  await withLifecycle(
    db.schema
      .createTable('galleries')
      .addColumn('id', idType, id)
      .addColumn('title', 'varchar(300)', (c) => c.notNull())
      .addColumn('school_year', 'varchar(9)', (c) => c.notNull())
      .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', idType, id)
    .addColumn('item_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('author_username', 'varchar(50)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_revisions_item_idx').on('content_revisions').columns(['item_type', 'item_id', 'id']).execute();

  await createSearchIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_index').execute();
  for (const table of ['content_revisions', 'galleries', 'documents', 'pages', 'news_old_slugs', 'news_posts']) {
    await db.schema.dropTable(table).execute();
  }
}
