// Many schools on one platform (issue 25): the schools, the hosts that name them, who holds which
// role in which school, the invitations that make a school's first ADMIN, and the session's school.
// With no row in `schools` the product is one school on any host, exactly as before.
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './dialect';

/** 5 GiB: a school's default storage quota. */
export const defaultQuotaBytes = 5 * 1024 ** 3;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', idColumnType(db), idColumn(db))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('logo_url', 'varchar(500)')
    .addColumn('favicon_url', 'varchar(500)')
    .addColumn('brand_color', 'varchar(7)', (c) => c.notNull().defaultTo('#1f4e79'))
    .addColumn('brand_text_color', 'varchar(7)', (c) => c.notNull().defaultTo('#ffffff'))
    .addColumn('footer_contacts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quota_bytes', 'bigint', (c) => c.notNull().defaultTo(defaultQuotaBytes))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('school_domains')
    .addColumn('host', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('school_domains_school_idx').on('school_domains').column('school_id').execute();
  await db.schema
    .createTable('school_memberships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_memberships_pk', ['user_id', 'school_id'])
    .execute();
  await db.schema.createIndex('school_memberships_school_idx').on('school_memberships').column('school_id').execute();
  await db.schema
    .createTable('school_invitations')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .execute();
  // A session belongs to the host it was made on: a school's (school_id), the platform's, or the
  // one school of an install without schools (both null / 0).
  await db.schema.alterTable('sessions').addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade')).execute();
  await db.schema.alterTable('sessions').addColumn('platform', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('platform').execute();
  await db.schema.alterTable('sessions').dropColumn('school_id').execute();
  for (const table of ['school_invitations', 'school_memberships', 'school_domains', 'schools']) await db.schema.dropTable(table).execute();
}
