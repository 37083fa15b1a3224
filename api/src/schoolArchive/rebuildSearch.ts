// The search index is rebuilt on import rather than copied (SQLite's and PostgreSQL's differ, and
// its entries hold ids and addresses): each item the source's index held is indexed again by its
// kind's own derive, as a save would, visible from the same moment.
import { CONTENT_TYPES, type ContentType } from '@school/shared/types';
import { contentKinds } from '../content/kinds';
import type { Db } from '../db/database';
import { getAboutUs, indexAboutUs } from '../repositories/aboutUsRepository';
import { indexForSearch } from '../repositories/searchIndexRepository';
import type { ArchivedRow } from './archivedTables';
import type { IdMaps } from './idMaps';

const isContentType = (type: unknown): type is ContentType => (CONTENT_TYPES as readonly unknown[]).includes(type);

export async function rebuildSearch(db: Db, entries: readonly ArchivedRow[], ids: IdMaps): Promise<void> {
  if (entries.some((entry) => entry.item_type === 'about-us')) await indexAboutUs(db, await getAboutUs(db));
  for (const entry of entries) {
    if (!isContentType(entry.item_type)) continue;
    const kind = contentKinds[entry.item_type];
    const id = ids.lookup(kind.table, Number(entry.item_id));
    const item = id === undefined ? undefined : await kind.load(db, id);
    if (id === undefined || !item) continue;
    const derived = await kind.derive(db, id, item.values);
    if (derived.search) await indexForSearch(db, { ...derived.search, type: kind.type, id, visibleFrom: Number(entry.visible_from) });
  }
}
