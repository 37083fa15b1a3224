// A school's rows as the archive holds them, read in one transaction (one moment of the school)
// and, on PostgreSQL, inside the school's context, so the row-level policies give that school's
// rows alone; every query names the school as well (null: a single-school install's rows). The
// source's school id is left out: the target gives its own.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ROLES } from '@school/shared/types';
import { isPostgres } from '../db/migrations/dialect';
import type { Database } from '../db/schema';
import { findSchool } from '../repositories/schoolsRepository';
import { runForSchool } from '../tenancy/schoolContext';
import type { ArchiveManifest } from './archiveFormat';
import { archivedTables, type ArchivedRow } from './archivedTables';

export const ACCOUNTS_TABLE = 'users';
export const SEARCH_TABLE = 'search_index';

export interface SchoolRows {
  school: ArchiveManifest['school'];
  /** Accounts first, then archivedTables' order, then the search entries. */
  tables: Map<string, ArchivedRow[]>;
}

/** In id order (an import writes them so, keeping their order where a list sorts by id); rows without an id as read. */
const byId = (a: ArchivedRow, b: ArchivedRow) => Number(a.id ?? 0) - Number(b.id ?? 0);
const withoutSchool = ({ school_id: _school, ...row }: ArchivedRow) => row;

/**
 * Accounts with a membership in the school, with the role they hold there (a single-school install:
 * every account of a school role, with its own). The password hash comes along: its people sign in
 * as before; the archive is as secret as a backup.
 */
function accountsOf(db: Kysely<Database>, schoolId: number | null) {
  const columns = sql`u.id, u.username, u.first_name, u.last_name, u.password_hash, u.disabled, u.created_at`;
  return schoolId === null
    ? sql<ArchivedRow>`SELECT ${columns}, u.role FROM users u WHERE u.role IN (${sql.join([...ROLES])}) ORDER BY u.id`.execute(db)
    : sql<ArchivedRow>`SELECT ${columns}, m.role FROM users u JOIN school_memberships m ON m.user_id = u.id WHERE m.school_id = ${schoolId} ORDER BY u.id`.execute(db);
}

export async function readSchoolRows(db: Kysely<Database>, schoolId: number | null): Promise<SchoolRows> {
  const ofSchool: RawBuilder<SqlBool> = schoolId === null ? sql`school_id IS NULL` : sql`school_id = ${schoolId}`;
  return runForSchool(schoolId, () =>
    db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const tables = new Map<string, ArchivedRow[]>();
        tables.set(ACCOUNTS_TABLE, (await accountsOf(trx, schoolId)).rows);
        for (const { table } of archivedTables) {
          const { rows } = await sql<ArchivedRow>`SELECT * FROM ${sql.table(table)} WHERE ${ofSchool}`.execute(trx);
          tables.set(table, rows.map(withoutSchool).sort(byId));
        }
        // SQLite's index (FTS5) has no school column: SQLite is one school's install.
        const searchOfSchool = isPostgres(trx) ? sql`WHERE ${ofSchool}` : sql``;
        tables.set(SEARCH_TABLE, (await sql<ArchivedRow>`SELECT item_type, item_id, visible_from FROM search_index ${searchOfSchool}`.execute(trx)).rows);
        const school = schoolId === null ? undefined : await findSchool(trx, schoolId);
        return { school: school ? { branding: school.branding, quotaBytes: school.quotaBytes } : null, tables };
      }),
  );
}
