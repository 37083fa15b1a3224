// The school years the content items have: every kind with a school year (those the rollover
// archives), outside the trash, any status, newest first (a year written `2025-2026` sorts as text).
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { contentKindList } from './kinds';

export async function findContentSchoolYears(db: Db): Promise<string[]> {
  const tables = contentKindList.filter((kind) => kind.archivedByRollover).map((kind) => kind.table);
  const years = sql.join(
    tables.map((table) => sql`SELECT school_year FROM ${sql.table(table)} WHERE deleted_at IS NULL`),
    sql` UNION `,
  );
  const { rows } = await sql<{ school_year: string }>`${years} ORDER BY school_year DESC`.execute(db);
  return rows.map((row) => row.school_year);
}
