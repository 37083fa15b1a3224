// The school-year rollover: the time-bound content of past years (news, galleries, documents) is
// marked archived, still public under its year, and so are the activity sections of pages tagged
// with a past year (sectionArchive.ts: read from the latest year started, so counted here); the
// pages each year renews are then asked for on the health list until they are updated.
import { sql } from 'kysely';
import type { PageSectionInput, RolloverResult } from '@school/shared/types';
import type { Db } from '../db/database';
import { recordAudit } from './auditLogRepository';
import type { Actor } from '../content/contentLifecycle';
import { archivableBefore, isArchivedSection } from '../content/sectionArchive';

const archivable = { news: 'news_posts', galleries: 'galleries', documents: 'documents' } as const;

/** The latest school year started, or undefined before the first rollover. */
export const latestRollover = (db: Db) => db.selectFrom('school_year_rollovers').selectAll().orderBy('school_year', 'desc').executeTakeFirst();

/** How many sections of pages outside the trash starting `schoolYear` moves to the archive (those not there yet). */
async function sectionsArchivedBy(db: Db, schoolYear: string): Promise<number> {
  const before = (await latestRollover(db))?.school_year;
  const pages = await db.selectFrom('pages').select(['key', 'sections']).where('deleted_at', 'is', null).execute();
  return pages
    .flatMap((page) => (JSON.parse(page.sections) as PageSectionInput[]).map((section) => ({ key: page.key, section })))
    .filter(({ key, section }) => archivableBefore(key, section, schoolYear) && !isArchivedSection(key, section, before)).length;
}

/** Starts `schoolYear`; undefined when it was already started. */
export async function rollOver(db: Db, schoolYear: string, actor: Actor, now: number): Promise<RolloverResult | undefined> {
  const done = await db.selectFrom('school_year_rollovers').select('school_year').where('school_year', '=', schoolYear).executeTakeFirst();
  if (done) return undefined;
  const sections = await sectionsArchivedBy(db, schoolYear);
  await db.insertInto('school_year_rollovers').values({ school_year: schoolYear, at: now, actor_username: actor.username }).execute();
  const archived = { news: 0, galleries: 0, documents: 0, sections };
  for (const [kind, table] of Object.entries(archivable) as [keyof typeof archivable, (typeof archivable)[keyof typeof archivable]][]) {
    const result = await sql`UPDATE ${sql.table(table)} SET archived_at = ${now} WHERE archived_at IS NULL AND deleted_at IS NULL AND school_year < ${schoolYear}`.execute(db);
    archived[kind] = Number(result.numAffectedRows ?? 0);
  }
  await recordAudit(db, { actor, action: 'UPDATE', itemType: 'school-year', itemId: schoolYear, itemLabel: `Started the ${schoolYear} school year`, changes: { archived: [null, archived] } }, now);
  return { schoolYear, archived };
}
