// School years: the one `now` falls in, the latest started (the rollover's record), and how many
// page sections starting a year moves to the archive (sectionArchive.ts).
import { schoolYearOf } from '@school/shared/schemas';
import type { PageSectionInput } from '@school/shared/types';
import type { Db } from '../db/database';
import { archivableBefore, isArchivedSection } from '../content/sectionArchive';

/** The school year `now` falls in (it starts on 1 September, UTC) and the moment it started. */
export function currentSchoolYear(now: number): { name: string; start: number } {
  const name = schoolYearOf(new Date(now).toISOString().slice(0, 10));
  return { name, start: Date.UTC(Number(name.slice(0, 4)), 8, 1) };
}

/** The rollover of the latest school year started, as a query: alone, or inside another statement. */
export const latestRolloverQuery = (db: Db) => db.selectFrom('school_year_rollovers').orderBy('school_year', 'desc').limit(1);

/** The latest school year started, or undefined before the first rollover. */
export const latestRollover = (db: Db) => latestRolloverQuery(db).selectAll().executeTakeFirst();

/** How many sections of pages outside the trash starting `schoolYear` moves to the archive (those not there yet). */
export async function sectionsArchivedBy(db: Db, schoolYear: string): Promise<number> {
  const before = (await latestRollover(db))?.school_year;
  const pages = await db.selectFrom('pages').select(['key', 'sections']).where('deleted_at', 'is', null).execute();
  return pages
    .flatMap((page) => (JSON.parse(page.sections) as PageSectionInput[]).map((section) => ({ key: page.key, section })))
    .filter(({ key, section }) => archivableBefore(key, section, schoolYear) && !isArchivedSection(key, section, before)).length;
}
