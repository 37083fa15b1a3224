// The tables the content platform shares: uploaded media with their variants, which content uses
// which media (a file is public only while a published item uses it), and the audit log of writes.
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('media')
    .addColumn('id', idType, id)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('alt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('decorative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media_variants')
    .addColumn('id', idType, id)
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_variants_media_idx').on('media_variants').column('media_id').execute();

  await db.schema
    .createTable('media_usages')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('owner_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('visible_from', 'bigint')
    .addPrimaryKeyConstraint('media_usages_pk', ['media_id', 'owner_type', 'owner_id'])
    .execute();
  await db.schema.createIndex('media_usages_owner_idx').on('media_usages').columns(['owner_type', 'owner_id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, id)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_username', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_label', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_item_idx').on('audit_log').columns(['item_type', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('media_usages').execute();
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media').execute();
}
