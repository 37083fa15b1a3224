// Limits per address: failed sign-ins are also counted by address alone (across usernames), and
// registrations get their own log of attempts per address.
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'attempted_at']).execute();
  await db.schema
    .createTable('registration_attempts')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_attempts_ip_idx').on('registration_attempts').columns(['ip', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_attempts').execute();
  await db.schema.dropIndex('login_attempts_ip_idx').execute();
}
