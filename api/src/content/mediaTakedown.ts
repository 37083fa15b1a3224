// An editor's takedown of one media file, in the caller's transaction: the file removed from every
// item that uses it (gallery photos, news cover, images and rich text, page rich text, a
// document's file) and from every revision that keeps it, each changed item's updated_at bumped
// (so public ETags change), pages showing a changed gallery or document bumped too, the search
// index kept in step, the media_usages rows, the media row and its variants deleted, and one
// audit entry.
// The caller deletes the stored files after the commit.
import type { ContentType, MediaTakedown } from '@school/shared/types';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';
import { recordAudit } from '../repositories/auditLogRepository';
import { deleteMedia, findMedia } from '../repositories/mediaRepository';
import { reindexForSearch, type Actor, type ContentTable, type SavedValues } from './contentLifecycle';
import { contentKinds } from './contentKinds';
import { changed, scrubDocument, scrubGallery, scrubNews, scrubPage, type ScrubTarget } from './mediaScrub';

type Item = MediaTakedown['removedFrom'][number];

/** Each kind's scrub, and the columns its scrubbed values are written to. */
const writers: Record<ContentType, { scrub: (values: never, target: ScrubTarget) => unknown; columns: (values: never) => Record<string, unknown> }> = {
  gallery: { scrub: scrubGallery, columns: (v: { photos: unknown }) => ({ photos: JSON.stringify(v.photos) }) },
  news: {
    scrub: scrubNews,
    columns: (v: { body: string; coverImage: unknown; images: unknown }) => ({
      body: v.body,
      cover_image: v.coverImage ? JSON.stringify(v.coverImage) : null,
      images: JSON.stringify(v.images),
    }),
  },
  page: { scrub: scrubPage, columns: (v: { sections: unknown }) => ({ sections: JSON.stringify(v.sections) }) },
  document: {
    scrub: scrubDocument,
    columns: (v: { file: { id: number } | null; status: string; publishAt: string | null }) => ({
      media_id: v.file?.id ?? null,
      status: v.status,
      publish_at: v.publishAt === null ? null : Date.parse(v.publishAt),
    }),
  },
};

const bump = (db: Db, table: ContentTable, id: number, now: number, columns: Record<string, unknown> = {}) =>
  db
    .updateTable(table)
    .set({ ...columns, updated_at: now } as never)
    .where('id', '=', id)
    .execute();

async function scrubItem(db: Db, type: ContentType, id: number, target: ScrubTarget, now: number): Promise<Item | undefined> {
  const kind = contentKinds[type];
  const item = await kind.load(db, id);
  if (!item) return undefined;
  const writer = writers[type];
  const after = writer.scrub(item.values as never, target) as SavedValues;
  if (!changed(item.values, after)) return undefined;
  await bump(db, kind.table, id, now, writer.columns(after as never));
  await reindexForSearch(db, kind, id, after);
  return { type, id, title: (await kind.derive(db, id, after)).label };
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
    const writer = writers[row.item_type as ContentType];
    if (!writer) continue;
    const before = JSON.parse(row.snapshot) as unknown;
    const after = writer.scrub(before as never, target);
    if (!changed(before, after)) continue;
    await db.updateTable('content_revisions').set({ snapshot: JSON.stringify(after) }).where('id', '=', row.id).execute();
    rewritten += 1;
  }
  return rewritten;
}

type SectionRefs = { gallery?: { id: number } | null; documents?: { id: number }[] };

/** Pages whose sections show one of the changed galleries or documents: their answers change too. */
async function pagesShowing(db: Db, changed: readonly Item[]): Promise<{ id: number; title: string }[]> {
  const shows = (type: ContentType, id: number | undefined) => id !== undefined && changed.some((item) => item.type === type && item.id === id);
  if (!changed.some((item) => item.type === 'gallery' || item.type === 'document')) return [];
  const rows = await db.selectFrom('pages').select(['id', 'title', 'sections']).execute();
  return rows.filter((row) =>
    (JSON.parse(row.sections) as SectionRefs[]).some((section) => shows('gallery', section.gallery?.id) || (section.documents ?? []).some((document) => shows('document', document.id))),
  );
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
    if (!(owner.owner_type in writers)) continue;
    const item = await scrubItem(db, owner.owner_type as ContentType, owner.owner_id, target, now);
    if (item) removedFrom.push(item);
  }
  for (const page of await pagesShowing(db, removedFrom)) {
    if (removedFrom.some((item) => item.type === 'page' && item.id === page.id)) continue;
    await bump(db, 'pages', page.id, now);
    removedFrom.push({ type: 'page', id: page.id, title: page.title });
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
      changes: {
        file: [media.originalName, null],
        removedFrom: [removedFrom.map((item) => `${item.type} ${item.id}: ${item.title}`), []],
        revisionsRewritten: [revisions, 0],
      },
    },
    now,
  );
  return { media: { id: mediaId, originalName: media.originalName }, removedFrom, keys };
}
