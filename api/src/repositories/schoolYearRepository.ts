// The school-year rollover: the time-bound content of past years (news, galleries, documents) is
// marked archived, still public under its year; the pages each year renews are then asked for
// on the health list until they are updated.
import { sql } from 'kysely';
import type { RolloverResult } from '@school/shared/types';
import type { Db } from '../db/database';
import { recordAudit } from './auditLogRepository';
import type { Actor } from '../content/contentLifecycle';

const archivable = { news: 'news_posts', galleries: 'galleries', documents: 'documents' } as const;

/** The latest school year started, or undefined before the first rollover. */
export const latestRollover = (db: Db) => db.selectFrom('school_year_rollovers').selectAll().orderBy('school_year', 'desc').executeTakeFirst();

/** Starts `schoolYear`; undefined when it was already started. */
export async function rollOver(db: Db, schoolYear: string, actor: Actor, now: number): Promise<RolloverResult | undefined> {
  const done = await db.selectFrom('school_year_rollovers').select('school_year').where('school_year', '=', schoolYear).executeTakeFirst();
  if (done) return undefined;
  await db.insertInto('school_year_rollovers').values({ school_year: schoolYear, at: now, actor_username: actor.username }).execute();
  const archived = { news: 0, galleries: 0, documents: 0 };
  for (const [kind, table] of Object.entries(archivable) as [keyof typeof archivable, (typeof archivable)[keyof typeof archivable]][]) {
    const result = await sql`UPDATE ${sql.table(table)} SET archived_at = ${now} WHERE archived_at IS NULL AND deleted_at IS NULL AND school_year < ${schoolYear}`.execute(db);
    archived[kind] = Number(result.numAffectedRows ?? 0);
  }
  await recordAudit(db, { actor, action: 'UPDATE', itemType: 'school-year', itemId: schoolYear, itemLabel: `Started the ${schoolYear} school year`, changes: { archived: [null, archived] } }, now);
  return { schoolYear, archived };
}
