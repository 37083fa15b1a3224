// Data access for media: the uploaded files, their variants, who uses them, and the library's list.
import type { Media, MediaKind, MediaVariant } from '@school/shared/types';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import type { MediaTable } from '../db/schema';
import { nameKey } from '../db/nameKey';

/** Where every stored file is served; a key is content-hashed, so a URL never changes meaning. */
export const MEDIA_FILES_PATH = '/api/media/files/';
export const mediaFileUrl = (storageKey: string) => `${MEDIA_FILES_PATH}${storageKey}`;

const mediaColumns = [
  'id',
  'kind',
  'mime_type',
  'original_name',
  'storage_key',
  'size_bytes',
  'width',
  'height',
  'alt',
  'decorative',
  'created_at',
] as const;

type MediaRow = Pick<MediaTable, 'kind' | 'mime_type' | 'original_name' | 'storage_key' | 'width' | 'height' | 'created_at'> & {
  id: number;
  size_bytes: number | string | bigint;
  alt: string;
  decorative: number;
};
const searchKey = (originalName: string, alt: string) => nameKey(`${originalName} ${alt}`).slice(0, 800);

/** A stored file as the API answers it, without its variants (what a document's file needs). */
export type MediaFile = Omit<Media, 'variants'>;

const toMediaFile = (row: MediaRow): MediaFile => ({
  id: row.id,
  kind: row.kind as MediaKind,
  url: mediaFileUrl(row.storage_key),
  mimeType: row.mime_type,
  originalName: row.original_name,
  sizeBytes: Number(row.size_bytes),
  width: row.width,
  height: row.height,
  alt: row.alt,
  decorative: Boolean(row.decorative),
  createdAt: new Date(Number(row.created_at)).toISOString(),
});

/** A row of the join in findMediaByIds as the variant it holds, if any (a file without variants joins none). */
const toVariants = (row: { format: string | null; variant_width: number | null; variant_height: number | null; variant_key: string | null }): MediaVariant[] =>
  row.format === null || row.variant_key === null
    ? []
    : [{ url: mediaFileUrl(row.variant_key), width: Number(row.variant_width), height: Number(row.variant_height), format: row.format as MediaVariant['format'] }];

/**
 * The media with these ids, with their variants and URLs; ids that name nothing are absent. One
 * query (media joined to their variants): a public read's cost is mostly its round trips.
 */
export async function findMediaByIds(db: Db, ids: readonly number[]): Promise<Map<number, Media>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .leftJoin('media_variants', 'media_variants.media_id', 'media.id')
    .select(mediaColumns.map((column) => `media.${column}` as const))
    .select(['media_variants.format', 'media_variants.width as variant_width', 'media_variants.height as variant_height', 'media_variants.storage_key as variant_key'])
    .where('media.id', 'in', unique)
    .orderBy('media_variants.width')
    .orderBy('media_variants.format')
    .execute();
  const media = new Map<number, Media>();
  for (const row of rows) {
    const item = media.get(row.id) ?? { ...toMediaFile(row), variants: [] };
    item.variants.push(...toVariants(row));
    media.set(row.id, item);
  }
  return media;
}

/** The files with these ids, without variants: one query. */
export async function findMediaFiles(db: Db, ids: readonly number[]): Promise<Map<number, MediaFile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(mediaColumns).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, toMediaFile(row)]));
}

export async function findMedia(db: Db, id: number): Promise<Media | undefined> {
  return (await findMediaByIds(db, [id])).get(id);
}

export interface MediaListFilter {
  /** The school whose library it is (null or absent: a single-school install, whose files carry none). */
  schoolId?: number | null;
  q?: string;
  kind?: MediaKind;
  missingAlt?: boolean;
  unused?: boolean;
  page: number;
  pageSize: number;
}

/** The editors' library: newest first, filtered by name or alt text, kind, images missing alt text, and files nothing uses. */
export async function listMedia(db: Db, filter: MediaListFilter): Promise<{ items: Media[]; total: number }> {
  const schoolId = filter.schoolId ?? null;
  let query = schoolId === null ? db.selectFrom('media').where('school_id', 'is', null) : db.selectFrom('media').where('school_id', '=', schoolId);
  if (filter.q) {
    // instr/strpos rather than LIKE: a typed % or _ is a character, not a wildcard.
    const needle = nameKey(filter.q);
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    query = query.where(({ eb, fn, ref, val }) =>
      eb(fn<number>(isPostgres ? 'strpos' : 'instr', [ref('search_key'), val(needle)]), '>', 0),
    );
  }
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.missingAlt) query = query.where('kind', '=', 'IMAGE').where('alt', '=', '').where('decorative', '=', 0);
  if (filter.unused) query = query.where(({ not, exists, selectFrom }) => not(exists(selectFrom('media_usages').select('media_usages.media_id').whereRef('media_usages.media_id', '=', 'media.id'))));
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const found = await findMediaByIds(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.flatMap((row) => found.get(row.id) ?? []), total: Number(total) };
}

/** Whether the media item exists and belongs to the school (null: a single-school install's). */
export async function isMediaOfSchool(db: Db, id: number, schoolId: number | null): Promise<boolean> {
  const row = await db.selectFrom('media').select('school_id').where('id', '=', id).executeTakeFirst();
  return row !== undefined && row.school_id === schoolId;
}

/** school_id: the school it was uploaded on (none on a single-school install). */
export type NewMedia = Omit<MediaTable, 'id' | 'alt' | 'decorative' | 'search_key' | 'school_id'> & { alt: string; decorative: boolean; school_id?: number | null };
export type NewVariant = { format: string; width: number; height: number; storage_key: string; size_bytes: number };

export async function insertMedia(db: Db, media: NewMedia, variants: NewVariant[] = []): Promise<number> {
  const { id } = await db
    .insertInto('media')
    .values({ ...media, decorative: media.decorative ? 1 : 0, search_key: searchKey(media.original_name, media.alt) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertVariants(db, id, variants);
  return id;
}

export async function insertVariants(db: Db, mediaId: number, variants: NewVariant[]): Promise<void> {
  if (variants.length === 0) return;
  await db
    .insertInto('media_variants')
    .values(variants.map((variant) => ({ ...variant, media_id: mediaId })))
    .execute();
}

export async function updateMediaText(db: Db, id: number, change: { alt?: string; decorative?: boolean }): Promise<boolean> {
  const set = {
    ...(change.alt === undefined ? {} : { alt: change.alt }),
    ...(change.decorative === undefined ? {} : { decorative: change.decorative ? 1 : 0 }),
  };
  if (Object.keys(set).length === 0) return (await findMediaByIds(db, [id])).has(id);
  const current = await db.selectFrom('media').select(['original_name', 'alt']).where('id', '=', id).executeTakeFirst();
  if (!current) return false;
  await db
    .updateTable('media')
    .set({ ...set, search_key: searchKey(current.original_name, change.alt ?? current.alt) })
    .where('id', '=', id)
    .execute();
  return true;
}

/** How many content items use the media. */
export async function countMediaUsages(db: Db, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('media_usages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('media_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Deletes the media and its variants; answers the storage keys of the files to remove. */
export async function deleteMedia(db: Db, id: number): Promise<string[] | undefined> {
  const media = await db.selectFrom('media').select('storage_key').where('id', '=', id).executeTakeFirst();
  if (!media) return undefined;
  const variants = await db.selectFrom('media_variants').select('storage_key').where('media_id', '=', id).execute();
  await db.deleteFrom('media_variants').where('media_id', '=', id).execute();
  await db.deleteFrom('media').where('id', '=', id).execute();
  return [media.storage_key, ...variants.map((variant) => variant.storage_key)];
}

export interface StoredFile {
  mediaId: number;
  kind: MediaKind;
  mimeType: string;
  originalName: string;
}

/** A media item's original file: its storage key and what serving it needs. */
export async function findOriginalFile(db: Db, mediaId: number): Promise<{ key: string; file: StoredFile } | undefined> {
  const row = await db.selectFrom('media').select(['id', 'kind', 'mime_type', 'original_name', 'storage_key']).where('id', '=', mediaId).executeTakeFirst();
  return row && { key: row.storage_key, file: { mediaId: row.id, kind: row.kind as MediaKind, mimeType: row.mime_type, originalName: row.original_name } };
}

/** The media a stored file (original or variant) belongs to. */
export async function findStoredFile(db: Db, storageKey: string): Promise<StoredFile | undefined> {
  const select = ['media.id as mediaId', 'media.kind', 'media.mime_type', 'media.original_name'] as const;
  const row =
    (await db.selectFrom('media').select(select).where('media.storage_key', '=', storageKey).executeTakeFirst()) ??
    (await db
      .selectFrom('media_variants')
      .innerJoin('media', 'media.id', 'media_variants.media_id')
      .select(select)
      .where('media_variants.storage_key', '=', storageKey)
      .executeTakeFirst());
  return row && { mediaId: row.mediaId, kind: row.kind as MediaKind, mimeType: row.mime_type, originalName: row.original_name };
}

/** Whether some content item that uses the media is public at `now`. */
export async function isMediaPublic(db: Db, mediaId: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('media_usages')
    .select('media_id')
    .where('media_id', '=', mediaId)
    .where('visible_from', 'is not', null)
    .where('visible_from', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every storage key a row names (the sweep keeps these, and backups check them). */
export async function allStorageKeys(db: Db): Promise<Set<string>> {
  const originals = await db.selectFrom('media').select('storage_key').execute();
  const variants = await db.selectFrom('media_variants').select('storage_key').execute();
  return new Set([...originals, ...variants].map((row) => row.storage_key));
}
