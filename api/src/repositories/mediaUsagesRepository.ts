// Which content item uses which media file, and from when the file may be served to anyone: the
// media engineer's file serving answers 404 to visitors unless some use is visible. Every content
// write sets its item's rows here, in the same transaction.
import type { Db } from '../db/database';

const MEDIA_FILES_PATH = '/api/media/files/';

/** The item's uses become exactly `mediaIds`, visible from `visibleFrom` (null: to editors only). */
export async function setMediaUsages(db: Db, ownerType: string, ownerId: number, mediaIds: readonly number[], visibleFrom: number | null): Promise<void> {
  await removeMediaUsages(db, ownerType, ownerId);
  const unique = [...new Set(mediaIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('media_usages')
    .values(unique.map((mediaId) => ({ media_id: mediaId, owner_type: ownerType, owner_id: ownerId, visible_from: visibleFrom })))
    .execute();
}

/** The trash hides an item's files; a restore shows them again. */
export async function setUsagesVisibility(db: Db, ownerType: string, ownerId: number, visibleFrom: number | null): Promise<void> {
  await db.updateTable('media_usages').set({ visible_from: visibleFrom }).where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
}

/** Purging an item drops its uses, so the sweep may remove files nothing uses. */
export async function removeMediaUsages(db: Db, ownerType: string, ownerId: number): Promise<void> {
  await db.deleteFrom('media_usages').where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
}

/** The ids among `ids` that name no media. */
export async function missingMediaIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('media').select('id').where('id', 'in', unique).execute();
  const known = new Set(found.map((row) => row.id));
  return unique.filter((id) => !known.has(id));
}

/** The media whose files (original or a variant) the `<img src>` of some HTML names. */
export async function mediaIdsInHtml(db: Db, html: string): Promise<number[]> {
  const keys = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)]
    .map((match) => decodeURI(match[1]!.replace(/&amp;/g, '&')))
    .filter((src) => src.startsWith(MEDIA_FILES_PATH))
    .map((src) => src.slice(MEDIA_FILES_PATH.length).split(/[?#]/)[0]!);
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where((eb) => eb.or([eb('storage_key', 'in', keys), eb('id', 'in', eb.selectFrom('media_variants').select('media_id').where('storage_key', 'in', keys))]))
    .execute();
  return rows.map((row) => row.id);
}

/** The uses of an item, for tests and the trash. */
export async function mediaUsagesOf(db: Db, ownerType: string, ownerId: number): Promise<{ mediaId: number; visibleFrom: number | null }[]> {
  const rows = await db
    .selectFrom('media_usages')
    .select(['media_id', 'visible_from'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .orderBy('media_id')
    .execute();
  return rows.map((row) => ({ mediaId: row.media_id, visibleFrom: row.visible_from === null ? null : Number(row.visible_from) }));
}

