// One row of the console's health table per school: its storage counted from its media, and its
// content's health (Needs attention, empty legal sections, last publish) read as the school itself
// (runForSchool), so PostgreSQL's row policies give each count that school's rows alone. On SQLite,
// which holds one school (platformDatabase.ts), those counts are not made (null).
import { sql } from 'kysely';
import type { PlatformSchool } from '@school/shared/types';
import { contentKindList } from '../content/kinds';
import type { HealthContext } from '../content/defineContentKind';
import type { Db } from '../db/database';
import { isPostgres } from '../db/migrations/dialect';
import { findContentHealth } from '../repositories/contentHealthRepository';
import { domainsBySchool, listSchools, type SchoolRecord } from '../repositories/schoolsRepository';
import { storageBytesBySchool } from '../repositories/schoolStorageRepository';
import { runForSchool } from './schoolContext';

type ContentCounts = Pick<PlatformSchool['health'], 'attention' | 'emptyLegalSections' | 'lastPublishAt'>;
const notCounted: ContentCounts = { attention: null, emptyLegalSections: null, lastPublishAt: null };

/** The latest time any of the school's items went public (its publish time, else its last save). */
async function lastPublishAt(db: Db): Promise<number | null> {
  const published = sql.join(
    contentKindList.map((kind) => sql`SELECT max(coalesce(publish_at, updated_at)) AS at FROM ${sql.table(kind.table)} WHERE status = 'PUBLISHED' AND deleted_at IS NULL`),
    sql` UNION ALL `,
  );
  const { rows } = await sql<{ at: string | number | null }>`SELECT max(at) AS at FROM (${published}) AS published`.execute(db);
  return rows[0]?.at == null ? null : Number(rows[0].at);
}

async function contentCounts(db: Db, schoolId: number, context: HealthContext): Promise<ContentCounts> {
  if (!isPostgres(db)) return notCounted;
  return runForSchool(schoolId, async () => {
    const entries = await findContentHealth(db, context);
    return { attention: entries.length, emptyLegalSections: entries.filter((entry) => entry.kind === 'empty-category').length, lastPublishAt: await lastPublishAt(db) };
  });
}

function toPlatformSchool(school: SchoolRecord, domains: string[], storageBytes: number, counts: ContentCounts = notCounted): PlatformSchool {
  return {
    id: school.id,
    name: school.branding.name,
    status: school.status,
    domains,
    branding: school.branding,
    health: { ...counts, storageBytes, quotaBytes: school.quotaBytes },
  };
}

/** Every school (or the one of `onlyId`) with its health. */
export async function platformSchools(db: Db, context: HealthContext, onlyId?: number): Promise<PlatformSchool[]> {
  const [schools, domains, storage] = await Promise.all([listSchools(db), domainsBySchool(db), storageBytesBySchool(db)]);
  const wanted = onlyId === undefined ? schools : schools.filter((school) => school.id === onlyId);
  return Promise.all(wanted.map(async (school) => toPlatformSchool(school, domains.get(school.id) ?? [], storage.get(school.id) ?? 0, await contentCounts(db, school.id, context))));
}

export async function platformSchool(db: Db, context: HealthContext, id: number): Promise<PlatformSchool | undefined> {
  const [school] = await platformSchools(db, context, id);
  return school;
}
