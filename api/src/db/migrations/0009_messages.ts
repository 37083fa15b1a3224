// What visitors send through the public forms (Law 544 requests, accessibility feedback, photo
// takedown requests), and the sends per address counted against spam. A Law 544 request gets a
// registration number per year: (registration_year, registration_seq) is unique.
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('page', 'varchar(300)')
    .addColumn('gallery', 'varchar(300)')
    .addColumn('photo', 'varchar(300)')
    .addColumn('registration_year', 'integer')
    .addColumn('registration_seq', 'integer')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('messages_registration_unique', ['registration_year', 'registration_seq'])
    .execute();
  await db.schema.createIndex('messages_received_idx').on('messages').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('messages_kind_status_idx').on('messages').columns(['kind', 'status', 'received_at']).execute();

  await db.schema
    .createTable('message_attempts')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_attempts_ip_idx').on('message_attempts').columns(['ip', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_attempts').execute();
  await db.schema.dropTable('messages').execute();
}
