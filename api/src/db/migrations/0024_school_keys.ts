// Two more keys that were unique across the install become unique per school (0023 did the rest):
// one PRINCIPAL per school, and the register of visitors' requests numbered within each school
// and year. Without it a second school could not name its principal (409) and its first request
// of a year collided with another school's number. SQLite (one school's install) is left as it is.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX teachers_one_principal_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX teachers_school_principal_idx ON teachers (coalesce(school_id, 0), position) WHERE position = 'PRINCIPAL'`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_registration_unique`.execute(db);
  await sql`CREATE UNIQUE INDEX messages_school_registration_idx ON messages (coalesce(school_id, 0), registration_year, registration_seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP INDEX messages_school_registration_idx`.execute(db);
  await sql`ALTER TABLE messages ADD CONSTRAINT messages_registration_unique UNIQUE (registration_year, registration_seq)`.execute(db);
  await sql`DROP INDEX teachers_school_principal_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX teachers_one_principal_idx ON teachers (position) WHERE position = 'PRINCIPAL'`.execute(db);
}
