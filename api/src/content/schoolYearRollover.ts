// The school-year rollover: the items of past years of every kind the rollover archives (news,
// galleries, documents: `archivedByRollover`) are marked archived, still public under their year,
// and so are the activity sections of pages tagged with a past year (sectionArchive.ts: read from
// the latest year started, so counted here); the pages each year renews are then asked for on the
// health list until they are updated.
import { sql } from 'kysely';
import type { RolloverResult } from '@school/shared/types';
import type { Db } from '../db/database';
import { auditChanges } from '../audit/auditFields';
import { rolloverAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { sectionsArchivedBy } from '../repositories/schoolYearRepository';
import type { Actor } from './contentLifecycle';
import { contentKindList } from './kinds';

/** Starts `schoolYear`; undefined when it was already started. */
export async function rollOver(db: Db, schoolYear: string, actor: Actor, now: number): Promise<RolloverResult | undefined> {
  const done = await db.selectFrom('school_year_rollovers').select('school_year').where('school_year', '=', schoolYear).executeTakeFirst();
  if (done) return undefined;
  const sections = await sectionsArchivedBy(db, schoolYear);
  await db.insertInto('school_year_rollovers').values({ school_year: schoolYear, at: now, actor_username: actor.username }).execute();
  // Counted by collection ('news', 'galleries', 'documents'), then the sections.
  const archived: RolloverResult['archived'] = {};
  const counted = [];
  for (const kind of contentKindList.filter((k) => k.archivedByRollover)) {
    const result = await sql`UPDATE ${sql.table(kind.table)} SET archived_at = ${now} WHERE archived_at IS NULL AND deleted_at IS NULL AND school_year < ${schoolYear}`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    archived[kind.names.collection] = count;
    counted.push({ noun: kind.names.noun, count });
  }
  archived.sections = sections;
  counted.push({ noun: { one: 'page section', many: 'page sections' }, count: sections });
  const changes = auditChanges(rolloverAudit, undefined, { archived: counted });
  await recordAudit(db, { actor, action: 'UPDATE', itemType: 'school-year', itemId: schoolYear, itemLabel: `Started the ${schoolYear} school year`, changes }, now);
  return { schoolYear, archived };
}
