// A platform of several schools (PLATFORM_HOST) keeps each school's rows to it by PostgreSQL's
// row-level security: on SQLite, or through a role that passes the policies (a superuser, or
// BYPASSRLS), one school's rows would reach another's pages. The API refuses to start so.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/migrations/dialect';

/** Why this database cannot hold a platform's schools, or null when it can (or when no platform is configured). */
export async function platformDatabaseProblem(db: Kysely<Database>, platformHost: string | null): Promise<string | null> {
  if (platformHost === null) return null;
  if (!isPostgres(db)) return 'PLATFORM_HOST needs PostgreSQL (DATABASE_URL=postgres://…): on SQLite one school\'s rows could not be kept from another\'s.';
  const { rows } = await sql<{ passes: boolean }>`select rolsuper or rolbypassrls as passes from pg_roles where rolname = current_user`.execute(db);
  if (rows[0]?.passes) return 'PLATFORM_HOST needs a database role that is no superuser and has no BYPASSRLS: such a role passes the row-level policies that keep each school\'s rows to it (the docker-compose image\'s POSTGRES_USER is such a plain role).';
  return null;
}
