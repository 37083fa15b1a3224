// The pages' own checks on the health list: a published page not updated this school year, and
// once a school year was started, the pages each year renews until they are updated.
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { YEARLY_PAGE_KEYS } from '@school/shared/schemas';
import type { HealthEntry } from '@school/shared/types';
import { adminScreenPath } from '@school/shared/routing';
import type { Db } from '../db/database';
import type { HealthContext } from '../content/defineContentKind';
import { currentSchoolYear, latestRollover } from './schoolYearRepository';

export async function pageHealth(db: Db, { now }: HealthContext): Promise<HealthEntry[]> {
  const year = currentSchoolYear(now);
  const entries: HealthEntry[] = [];
  const pages = await db.selectFrom('pages').select(['id', 'key', 'title', 'status', 'updated_at']).where('deleted_at', 'is', null).orderBy('key').execute();
  const edit = (id: number) => adminScreenPath('admin/pages', { edit: id });
  for (const page of pages) {
    if (page.status === 'PUBLISHED' && Number(page.updated_at) < year.start)
      entries.push({ kind: 'stale-page', message: m.stalePage(page.title, year.name), itemType: 'page', itemId: page.id, link: edit(page.id) });
  }
  const rollover = await latestRollover(db);
  for (const page of pages) {
    if (rollover && (YEARLY_PAGE_KEYS as readonly string[]).includes(page.key) && Number(page.updated_at) <= Number(rollover.at))
      entries.push({ kind: 'renew-page', message: m.renewPage(page.title, rollover.school_year), itemType: 'page', itemId: page.id, link: edit(page.id) });
  }
  return entries;
}
