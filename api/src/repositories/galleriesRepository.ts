// Data access for galleries: a titled, ordered group of photos of one school year. Saves go
// through contentLifecycle.ts.
import type { ContentStatus, Gallery, GalleryValues } from '@school/shared/types';
import type { Db } from '../db/database';
import type { GalleriesTable } from '../db/schema';
import { lifecycleFields, recordSave, toMillis, visibleRows, type Actor, type View } from '../content/contentLifecycle';
import { contentKind, pageOf, type ContentListFilter } from '../content/contentPaging';
import { requireMedia } from '../content/mediaChecks';
import { parsePhotos, photoResolver } from '../content/photos';

type GalleryRow = Omit<GalleriesTable, 'id'> & { id: number };

const toValues = (row: GalleryRow): GalleryValues => ({
  title: row.title,
  schoolYear: row.school_year,
  photos: parsePhotos(row.photos),
  status: row.status as ContentStatus,
  publishAt: lifecycleFields(row).publishAt,
});

async function toGalleries(db: Db, rows: GalleryRow[]): Promise<Gallery[]> {
  const photo = await photoResolver(
    db,
    rows.flatMap((row) => parsePhotos(row.photos)),
  );
  return rows.map((row) => ({ id: row.id, ...toValues(row), photos: parsePhotos(row.photos).map(photo), ...lifecycleFields(row) }));
}

export const galleryKind = contentKind({
  type: 'gallery',
  table: 'galleries',
  revisions: false,
  toValues,
  derive: async (_db, _id, values) => ({
    label: values.title,
    mediaIds: values.photos.map((p) => p.id),
    search: { title: values.title, body: values.photos.map((p) => p.alt).join(' '), ref: null },
  }),
});

export interface GalleryFilter extends ContentListFilter {
  schoolYear?: string;
}

/** Newest first. */
export async function listGalleries(db: Db, filter: GalleryFilter) {
  let query = db.selectFrom('galleries').where(visibleRows(filter.view, filter.now, filter.status));
  if (filter.schoolYear) query = query.where('school_year', '=', filter.schoolYear);
  // What the school-year rollover archived is public under its year only, out of the current lists.
  else if (filter.view === 'public') query = query.where('archived_at', 'is', null);
  return pageOf(
    filter,
    query,
    (list) => list.selectAll().orderBy('school_year', 'desc').orderBy('id', 'desc'),
    (rows) => toGalleries(db, rows),
  );
}

export async function findGallery(db: Db, id: number, view: View, now: number): Promise<Gallery | undefined> {
  const row = await db.selectFrom('galleries').selectAll().where('id', '=', id).where(visibleRows(view, now)).executeTakeFirst();
  return row && (await toGalleries(db, [row]))[0];
}

/** Creates (id null) or updates a gallery outside the trash; undefined when there is none to update. */
export async function saveGallery(db: Db, id: number | null, values: GalleryValues, actor: Actor, now: number): Promise<Gallery | undefined> {
  await requireMedia(
    db,
    'photos',
    values.photos.map((p) => p.id),
  );
  const before = id === null ? undefined : await galleryKind.load(db, id);
  if (id !== null && (!before || before.deletedAt !== null)) return undefined;
  const columns = {
    title: values.title,
    school_year: values.schoolYear,
    photos: JSON.stringify(values.photos),
    status: values.status,
    publish_at: toMillis(values.publishAt),
    updated_at: now,
  };
  const galleryId = id ?? (await db.insertInto('galleries').values({ ...columns, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  if (id !== null) await db.updateTable('galleries').set(columns).where('id', '=', id).execute();
  await recordSave(db, galleryKind, { id: galleryId, values, before: before?.values, actor, now });
  return findGallery(db, galleryId, 'editor', now);
}
