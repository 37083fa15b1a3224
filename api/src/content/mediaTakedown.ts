// An editor's takedown of one media file, in the caller's transaction: the file removed from every
// item that uses it (each kind's definition's scrub: gallery photos, news cover, images and rich
// text, page rich text, a document's file) and from every revision that keeps it, each changed item's updated_at bumped
// (so public ETags change), pages showing a changed gallery or document bumped too, the search
// index kept in step, the media_usages rows, the media row and its variants deleted, and one
// audit entry.
// The caller deletes the stored files after the commit.
import type { MediaTakedown } from '@school/shared/types';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { auditChanges } from '../audit/auditFields';
import { takedownAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { deleteMedia, findMedia } from '../repositories/mediaRepository';
import { reindexForSearch, type Actor, type SavedValues } from './contentLifecycle';
import { updateRow, type AnyContentKind } from './defineContentKind';
import { contentKindList } from './kinds';
import { changed, type ScrubTarget } from './mediaScrub';

type Item = MediaTakedown['removedFrom'][number];

const kindOf = (type: string) => contentKindList.find((kind) => kind.type === type);
const bump = (db: Db, kind: AnyContentKind, id: number, now: number) => updateRow(db, kind.table, id, { updated_at: now });

async function scrubItem(db: Db, kind: AnyContentKind, id: number, target: ScrubTarget, now: number): Promise<Item | undefined> {
  const item = kind.scrub && (await kind.load(db, id));
  if (!kind.scrub || !item) return undefined;
  const after = kind.scrub(item.values, target);
  if (!changed(item.values, after)) return undefined;
  await updateRow(db, kind.table, id, kind.rowColumns(after, now));
  await reindexForSearch(db, kind, id, after);
  return { type: kind.type, id, title: kind.label(after) };
}

/** Revisions are rewritten without the file, not deleted: a restore keeps the rest of the history. */
async function scrubRevisions(db: Db, target: ScrubTarget): Promise<number> {
  const needles = [`%"id":${target.id}%`, ...[...target.keys].map((key) => `%${key}%`)];
  const rows = await db
    .selectFrom('content_revisions')
    .select(['id', 'item_type', 'snapshot'])
    .where((eb) => eb.or(needles.map((needle) => eb('snapshot', 'like', needle))))
    .execute();
  let rewritten = 0;
  for (const row of rows) {
    const scrub = kindOf(row.item_type)?.scrub;
    if (!scrub) continue;
    const before: SavedValues = JSON.parse(row.snapshot);
    const after = scrub(before, target);
    if (!changed(before, after)) continue;
    await db.updateTable('content_revisions').set({ snapshot: JSON.stringify(after) }).where('id', '=', row.id).execute();
    rewritten += 1;
  }
  return rewritten;
}

/** The items whose answers show one of the changed items (a page's galleries and documents): their answers change too. */
async function itemsShowing(db: Db, changedItems: readonly Item[]): Promise<{ kind: AnyContentKind; id: number; title: string }[]> {
  const isChanged = (shown: { type: string; id: number }) => changedItems.some((item) => item.type === shown.type && item.id === shown.id);
  const showing = [];
  for (const kind of contentKindList) {
    if (!kind.shows) continue;
    for (const { id, values } of await kind.live(db)) if (kind.shows(values).some(isChanged)) showing.push({ kind, id, title: kind.label(values) });
  }
  return showing;
}

export interface TakedownResult {
  media: MediaTakedown['media'];
  removedFrom: Item[];
  /** The storage keys of every file to delete after the commit. */
  keys: string[];
}

/** Undefined when there is no such media. */
export async function takeDownMedia(db: Db, mediaId: number, actor: Actor, now: number): Promise<TakedownResult | undefined> {
  // PostgreSQL: an AVIF variant or a use being added meanwhile waits for the commit, then fails
  // its foreign key (and removes its file). SQLite writes one transaction at a time.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`SELECT id FROM media WHERE id = ${mediaId} FOR UPDATE`.execute(db);
  const media = await findMedia(db, mediaId);
  if (!media) return undefined;
  const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const target: ScrubTarget = { id: mediaId, keys: new Set([media.url, ...media.variants.map((variant) => variant.url)].map(keyOf)) };

  const owners = await db.selectFrom('media_usages').select(['owner_type', 'owner_id']).where('media_id', '=', mediaId).orderBy('owner_type').orderBy('owner_id').execute();
  const removedFrom: Item[] = [];
  for (const owner of owners) {
    const kind = kindOf(owner.owner_type);
    const item = kind && (await scrubItem(db, kind, owner.owner_id, target, now));
    if (item) removedFrom.push(item);
  }
  for (const { kind, id, title } of await itemsShowing(db, removedFrom)) {
    if (removedFrom.some((item) => item.type === kind.type && item.id === id)) continue;
    await bump(db, kind, id, now);
    removedFrom.push({ type: kind.type, id, title });
  }
  const revisions = await scrubRevisions(db, target);

  await db.deleteFrom('media_usages').where('media_id', '=', mediaId).execute();
  await db.updateTable('documents').set({ media_id: null }).where('media_id', '=', mediaId).execute();
  const keys = (await deleteMedia(db, mediaId)) ?? [];
  await recordAudit(
    db,
    {
      actor,
      action: 'TAKEDOWN',
      itemType: 'media',
      itemId: mediaId,
      itemLabel: media.originalName,
      changes: auditChanges(
        takedownAudit,
        { file: media.originalName },
        { removedFrom: removedFrom.map(({ type, title }) => ({ type, title })), revisionsRewritten: [{ noun: { one: 'earlier version', many: 'earlier versions' }, count: revisions }] },
      ),
    },
    now,
  );
  return { media: { id: mediaId, originalName: media.originalName }, removedFrom, keys };
}
