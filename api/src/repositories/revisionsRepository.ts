// Saved versions of news posts and pages: one per save, the last 20 of each item kept.
import type { Revision } from '@school/shared/types';
import type { Db } from '../db/database';

export const REVISIONS_KEPT = 20;

export async function saveRevision(db: Db, itemType: string, itemId: number, snapshot: object, author: string, now: number): Promise<void> {
  await db
    .insertInto('content_revisions')
    .values({ item_type: itemType, item_id: itemId, snapshot: JSON.stringify(snapshot), created_at: now, author_username: author })
    .execute();
  const kept = await db
    .selectFrom('content_revisions')
    .select('id')
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(REVISIONS_KEPT - 1)
    .executeTakeFirst();
  if (kept) await db.deleteFrom('content_revisions').where('item_type', '=', itemType).where('item_id', '=', itemId).where('id', '<', kept.id).execute();
}

/** Newest first. */
export async function listRevisions(db: Db, itemType: string, itemId: number): Promise<Revision[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(['id', 'created_at', 'author_username', 'snapshot'])
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    author: row.author_username,
    title: String((JSON.parse(row.snapshot) as { title?: unknown }).title ?? ''),
  }));
}

export async function findRevisionSnapshot(db: Db, itemType: string, itemId: number, revisionId: number): Promise<unknown> {
  const row = await db
    .selectFrom('content_revisions')
    .select('snapshot')
    .where('id', '=', revisionId)
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row && (JSON.parse(row.snapshot) as unknown);
}

export async function removeRevisions(db: Db, itemType: string, itemId: number): Promise<void> {
  await db.deleteFrom('content_revisions').where('item_type', '=', itemType).where('item_id', '=', itemId).execute();
}
