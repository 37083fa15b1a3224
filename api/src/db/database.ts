// One Kysely instance over SQLite (default, a file) or PostgreSQL (postgres:// URLs).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Transaction } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';
import { currentSchoolId } from '../tenancy/schoolContext';
import { loadSqliteDriver } from './sqliteDriver.cjs';
import { isPostgres } from './migrations/dialect';

export type Db = Kysely<Database> | Transaction<Database>;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export function createDatabase(url: string): Kysely<Database> {
  if (isPostgresUrl(url)) return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(url), onReserveConnection: setConnectionSchool }) });
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(url.slice('sqlite:'.length)) }) });
}

/** Each connection's `app.school_id` as last set: set again only when the work's school differs. */
const connectionSchools = new WeakMap<DatabaseConnection, string>();

/**
 * Every connection taken from the pool is set to the school of the work that takes it (or to none),
 * so the row-level policies see that school whichever query runs; a pooled connection never keeps
 * the previous request's school.
 */
async function setConnectionSchool(connection: DatabaseConnection): Promise<void> {
  const school = String(currentSchoolId() ?? '');
  if (connectionSchools.get(connection) === school) return;
  await connection.executeQuery(CompiledQuery.raw(`select set_config('app.school_id', $1, false)`, [school]));
  connectionSchools.set(connection, school);
}

/**
 * Runs a read's statements on one pooled PostgreSQL connection, so its school is set once
 * (setConnectionSchool), not again on each connection the next statement would take. SQLite has
 * one connection: holding it for the whole read would only make other requests wait.
 */
export function onOneConnection<T>(db: Kysely<Database>, read: (db: Db) => Promise<T>): Promise<T> {
  return isPostgres(db) ? db.connection().execute(read) : read(db);
}

/**
 * A pool whose idle connections may be dropped by the server (restart, fail-over, an admin's
 * pg_terminate_backend). pg reports that as an 'error' event, which would end the process if no
 * one listened; the pool has already discarded that client and opens a new one when needed.
 */
export function createPool(url: string): Pool {
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  return pool;
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(dirname(file), { recursive: true });
  const Driver = loadSqliteDriver();
  const database = new Driver(file);
  database.pragma('journal_mode = WAL');
  // FULL: an answered write survives a power loss (decisions.md).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}
