// What of a school the archive holds, table by table, in the order an import writes them (a row
// after the rows it names), and where each row names another: what an import renumbers. Ids are
// the target's own (a platform's tables are shared by its schools), so every id a row holds, in a
// column or inside its JSON, is turned into the new row's.
import type { ContentType } from '@school/shared/types';
import type { Database } from '../db/schema';

/** A row as the archive holds it: column → value. */
export type ArchivedRow = Record<string, unknown>;

/** The new id of an archived row of `table`; undefined when the archive had no such row. */
export type IdLookup = (table: keyof Database, archivedId: number) => number | undefined;

type JsonRemap = (value: unknown, ids: IdLookup) => unknown;
type Ref = { id: number };
type Section = { documents?: Ref[]; gallery?: Ref | null };

/** A reference to a row the school no longer had names nothing here either (id 0: no row has it). */
const renumbered = (ref: Ref, table: keyof Database, ids: IdLookup): Ref => ({ ...ref, id: ids(table, ref.id) ?? 0 });
const remaps: Record<'mediaRef' | 'mediaRefs' | 'sections', JsonRemap> = {
  mediaRef: (ref, ids) => ref && renumbered(ref as Ref, 'media', ids),
  mediaRefs: (refs, ids) => (refs as Ref[]).map((ref) => renumbered(ref, 'media', ids)),
  sections: (sections, ids) =>
    (sections as Section[]).map((section) => ({
      ...section,
      ...(section.documents && { documents: section.documents.map((ref) => renumbered(ref, 'documents', ids)) }),
      ...(section.gallery && { gallery: renumbered(section.gallery, 'galleries', ids) }),
    })),
};

/** The references inside a saved version of each kind (its values, as contentLifecycle saves them). */
const revisionFields: Record<ContentType, Record<string, JsonRemap>> = {
  news: { coverImage: remaps.mediaRef, images: remaps.mediaRefs },
  page: { sections: remaps.sections },
  gallery: { photos: remaps.mediaRefs },
  document: { file: remaps.mediaRef },
  event: {},
};

/** The tables an item type names (audit log, revisions, media uses). */
export const itemTables: Record<string, keyof Database> = {
  news: 'news_posts',
  page: 'pages',
  document: 'documents',
  gallery: 'galleries',
  event: 'events',
  media: 'media',
  subject: 'subjects',
  teacher: 'teachers',
  class: 'classes',
  user: 'users',
  message: 'messages',
};

export function remapObjectFields(value: Record<string, unknown>, fields: Record<string, JsonRemap>, ids: IdLookup): Record<string, unknown> {
  const copy = { ...value };
  for (const [field, remap] of Object.entries(fields)) if (copy[field] !== undefined) copy[field] = remap(copy[field], ids);
  return copy;
}

export interface ArchivedTable {
  table: keyof Database;
  /** Its rows keep their id (About us is row 1 of its school); every other `id` is the target's new one. */
  keepsId?: true;
  /** Columns naming a row of another table; `optional`: one the archive does not hold leaves it null (a removed account). */
  references?: Record<string, { to: keyof Database; optional?: true }>;
  /** JSON text columns holding references, by the row they are in. */
  json?: Record<string, (value: unknown, ids: IdLookup, row: ArchivedRow) => unknown>;
  /** Columns holding a file's storage key, which the target's prefix changes. */
  storageKeys?: string[];
  /** An item named by its type and id; `dropOrphan`: a row whose item the archive does not hold belonged to nothing and is left out. */
  item?: { type: string; id: string; dropOrphan: boolean };
}

/** The school's rows besides its accounts (accounts.ts) and search entries (rebuilt on import). */
export const archivedTables: readonly ArchivedTable[] = [
  { table: 'media', references: { uploaded_by: { to: 'users', optional: true } }, storageKeys: ['storage_key'] },
  { table: 'media_variants', references: { media_id: { to: 'media' } }, storageKeys: ['storage_key'] },
  { table: 'subjects' },
  { table: 'teachers', references: { subject_id: { to: 'subjects', optional: true } } },
  { table: 'classes', references: { master_id: { to: 'teachers', optional: true } } },
  { table: 'about_us', keepsId: true },
  { table: 'documents', references: { media_id: { to: 'media', optional: true } } },
  { table: 'galleries', json: { photos: remaps.mediaRefs } },
  { table: 'news_posts', json: { cover_image: remaps.mediaRef, images: remaps.mediaRefs } },
  { table: 'news_old_slugs', references: { news_id: { to: 'news_posts' } } },
  { table: 'pages', json: { sections: remaps.sections } },
  { table: 'events' },
  {
    table: 'content_revisions',
    item: { type: 'item_type', id: 'item_id', dropOrphan: true },
    json: { snapshot: (value, ids, row) => remapObjectFields(value as Record<string, unknown>, revisionFields[row.item_type as ContentType] ?? {}, ids) },
  },
  { table: 'media_usages', references: { media_id: { to: 'media' } }, item: { type: 'owner_type', id: 'owner_id', dropOrphan: true } },
  { table: 'messages' },
  { table: 'school_year_rollovers' },
  { table: 'audit_log', references: { actor_id: { to: 'users', optional: true } }, item: { type: 'item_type', id: 'item_id', dropOrphan: false } },
];
