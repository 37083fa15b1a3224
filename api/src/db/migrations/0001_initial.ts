// The first schema: users and their sessions, login attempts, and the school's data.
import type { Kysely } from 'kysely';
import { idColumn, idColumnType } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  const idType = idColumnType(db);

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('username', 'varchar(50)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', idType, id)
    .addColumn('username_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempted_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_key_idx')
    .on('login_attempts')
    .columns(['username_key', 'ip', 'attempted_at'])
    .execute();

  let aboutUs = db.schema.createTable('about_us').addColumn('id', 'integer', (c) => c.primaryKey());
  for (const field of ['name', 'description', 'history', 'email', 'phone', 'fax', 'address', 'city', 'region', 'country', 'latitude', 'longitude']) {
    aboutUs = aboutUs.addColumn(field, 'text', (c) => c.notNull());
  }
  await aboutUs.execute();

  await db.schema
    .createTable('subjects')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();

  // RESTRICT: the database itself refuses to delete a subject still taught or a teacher still a master.
  await db.schema
    .createTable('teachers')
    .addColumn('id', idType, id)
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', (c) => c.notNull())
    .addColumn('position', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.references('subjects.id').onDelete('restrict'))
    .addColumn('degree', 'varchar(20)')
    .addColumn('years_of_service', 'integer')
    .execute();
  await db.schema.createIndex('teachers_subject_id_idx').on('teachers').column('subject_id').execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', idType, id)
    .addColumn('number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('education_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('master_id', 'integer', (c) => c.references('teachers.id').onDelete('restrict'))
    .execute();
  await db.schema.createIndex('classes_master_id_idx').on('classes').column('master_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['classes', 'teachers', 'subjects', 'about_us', 'login_attempts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
