// The lifecycle every content item shares, in one place: who sees what (drafts and scheduled
// items only for editors), what a save does besides the row (media uses, search index, revision,
// audit), and the trash (30 days, restore, purge). Each kind's definition (defineContentKind.ts) is a ContentKind.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ContentStatus, ContentType, TrashItem } from '@school/shared/types';
import type { Db } from '../db/database';
import type { Database, LifecycleColumns } from '../db/schema';
import { auditChanges, type AuditFields } from '../audit/auditFields';
import { recordAudit, type AuditAction, type AuditEntry } from '../repositories/auditLogRepository';
import { removeMediaUsages, setMediaUsages, setUsagesVisibility } from '../repositories/mediaUsagesRepository';
import { removeRevisions, saveRevision } from '../repositories/revisionsRepository';
import { indexForSearch, removeFromSearch, type SearchEntry } from '../repositories/searchIndexRepository';

export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

/** Every table with the lifecycle's columns: each content kind's. */
export type ContentTable = { [T in keyof Database]: Database[T] extends LifecycleColumns ? T : never }[keyof Database];
/** Who writes: a signed-in user, or (id null) the seed or the hourly trash purge, with no user row. */
export type Actor = AuditEntry['actor'];

/** 'editor': MANAGER and ADMIN, who also see drafts and scheduled items; everyone else 'public'. */
export type View = 'public' | 'editor';

type Millis = number | string | bigint;
export interface LifecycleRow {
  status: string;
  publish_at: Millis | null;
  updated_at: Millis;
  deleted_at: Millis | null;
}

const iso = (ms: Millis) => new Date(Number(ms)).toISOString();
export const lifecycleFields = (row: LifecycleRow) => ({
  status: row.status as ContentStatus,
  publishAt: row.publish_at === null ? null : iso(row.publish_at),
  updatedAt: iso(row.updated_at),
});
export const toMillis = (isoTime: string | null) => (isoTime === null ? null : Date.parse(isoTime));

/** From when visitors see an item: its publish time once PUBLISHED (now, when none), never as a draft. */
export const visibleFrom = (status: ContentStatus, publishAt: number | null, now: number) => (status === 'PUBLISHED' ? (publishAt ?? now) : null);

/** The rows a view may see; `status` narrows an editor's list (ALL: drafts and published). */
export function visibleRows(view: View, now: number, status?: ContentStatus | 'ALL'): RawBuilder<SqlBool> {
  if (view === 'public') return sql<SqlBool>`(deleted_at IS NULL AND status = 'PUBLISHED' AND (publish_at IS NULL OR publish_at <= ${now}))`;
  if (!status || status === 'ALL') return sql<SqlBool>`deleted_at IS NULL`;
  return sql<SqlBool>`(deleted_at IS NULL AND status = ${status})`;
}

/** What a save writes besides the item's row. */
export interface Derived {
  mediaIds: number[];
  search: Omit<SearchEntry, 'type' | 'id' | 'visibleFrom'> | null;
}

export interface SavedValues {
  /** What the admin, the trash and the audit log call the item. */
  title: string;
  status: ContentStatus;
  publishAt: string | null;
}

export interface ContentKind<Values extends SavedValues> {
  type: ContentType;
  table: ContentTable;
  /** Whether saves keep revisions (news and pages). */
  revisions: boolean;
  label(values: Values): string;
  audit: AuditFields<Values>;
  /** The item's values as saved (the input's shape) and when it went to the trash; undefined: no row. */
  load(db: Db, id: number): Promise<{ values: Values; deletedAt: number | null } | undefined>;
  derive(db: Db, id: number, values: Values): Promise<Derived>;
}

async function syncDerived<V extends SavedValues>(db: Db, kind: ContentKind<V>, id: number, values: V, derived: Derived, now: number): Promise<void> {
  const from = visibleFrom(values.status, toMillis(values.publishAt), now);
  await setMediaUsages(db, kind.type, id, derived.mediaIds, from);
  if (from === null || derived.search === null) await removeFromSearch(db, kind.type, id);
  else await indexForSearch(db, { ...derived.search, type: kind.type, id, visibleFrom: from });
}

/** An indexed item's search row follows `values` (a takedown's scrub, a rollover's archived sections); a draft's leaves search. */
export async function reindexForSearch<V extends SavedValues>(db: Db, kind: ContentKind<V>, id: number, values: V): Promise<void> {
  const { rows } = await sql<{ visible_from: number | string }>`SELECT visible_from FROM search_index WHERE item_type = ${kind.type} AND item_id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return;
  const derived = await kind.derive(db, id, values);
  if (values.status !== 'PUBLISHED' || derived.search === null) await removeFromSearch(db, kind.type, id);
  else await indexForSearch(db, { ...derived.search, type: kind.type, id, visibleFrom: Number(row.visible_from) });
}

/** After the row is written (same transaction): media uses, search index, revision and audit. */
export async function recordSave<V extends SavedValues>(
  db: Db,
  kind: ContentKind<V>,
  { id, values, before, actor, now }: { id: number; values: V; before?: V; actor: Actor; now: number },
): Promise<void> {
  const derived = await kind.derive(db, id, values);
  await syncDerived(db, kind, id, values, derived, now);
  if (kind.revisions) await saveRevision(db, kind.type, id, values, actor.username, now);
  const action: AuditAction = before ? 'UPDATE' : 'CREATE';
  await recordAudit(db, { actor, action, itemType: kind.type, itemId: id, itemLabel: kind.label(values), changes: auditChanges(kind.audit, before, values) }, now);
}

const setDeletedAt = (db: Db, table: ContentTable, id: number, deletedAt: number | null, now: number) =>
  sql`UPDATE ${sql.table(table)} SET deleted_at = ${deletedAt}, updated_at = ${now} WHERE id = ${id}`.execute(db);

async function audit(db: Db, kind: { type: ContentType }, id: number, action: AuditAction, label: string, actor: Actor, now: number) {
  await recordAudit(db, { actor, action, itemType: kind.type, itemId: id, itemLabel: label }, now);
}

/** Answers false when there is no such item outside the trash. */
export async function moveToTrash<V extends SavedValues>(db: Db, kind: ContentKind<V>, id: number, actor: Actor, now: number): Promise<boolean> {
  const item = await kind.load(db, id);
  if (!item || item.deletedAt !== null) return false;
  await setDeletedAt(db, kind.table, id, now, now);
  await setUsagesVisibility(db, kind.type, id, null);
  await removeFromSearch(db, kind.type, id);
  await audit(db, kind, id, 'DELETE', kind.label(item.values), actor, now);
  return true;
}

/** Answers false when the item is not in the trash. */
export async function restoreFromTrash<V extends SavedValues>(db: Db, kind: ContentKind<V>, id: number, actor: Actor, now: number): Promise<boolean> {
  const item = await kind.load(db, id);
  if (!item || item.deletedAt === null) return false;
  await setDeletedAt(db, kind.table, id, null, now);
  const derived = await kind.derive(db, id, item.values);
  await syncDerived(db, kind, id, item.values, derived, now);
  await audit(db, kind, id, 'RESTORE', kind.label(item.values), actor, now);
  return true;
}

/** Deletes a trashed item for good, with its media uses (so the sweep may remove its files). */
export async function purgeItem<V extends SavedValues>(db: Db, kind: ContentKind<V>, id: number, actor: Actor, now: number): Promise<boolean> {
  const item = await kind.load(db, id);
  if (!item || item.deletedAt === null) return false;
  const label = kind.label(item.values);
  await removeMediaUsages(db, kind.type, id);
  await removeFromSearch(db, kind.type, id);
  await removeRevisions(db, kind.type, id);
  await sql`DELETE FROM ${sql.table(kind.table)} WHERE id = ${id}`.execute(db);
  await audit(db, kind, id, 'PURGE', label, actor, now);
  return true;
}

/** The ids of a kind's items trashed before the 30 days ending `now`. */
export async function expiredTrash(db: Db, table: ContentTable, now: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE deleted_at IS NOT NULL AND deleted_at <= ${now - TRASH_DAYS * DAY_MS}`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

/** Everything in the trash, most recently deleted first. */
export async function listTrash(db: Db, kinds: readonly { type: ContentType; table: ContentTable }[]): Promise<TrashItem[]> {
  const items: TrashItem[] = [];
  for (const kind of kinds) {
    const rows = await sql<{ id: number; title: string; deleted_at: Millis }>`SELECT id, title, deleted_at FROM ${sql.table(kind.table)} WHERE deleted_at IS NOT NULL`.execute(db);
    for (const row of rows.rows) {
      const deletedAt = Number(row.deleted_at);
      items.push({ type: kind.type, id: Number(row.id), title: row.title, deletedAt: iso(deletedAt), purgeAt: iso(deletedAt + TRASH_DAYS * DAY_MS) });
    }
  }
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id - a.id);
}
