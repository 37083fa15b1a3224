// Data access for galleries: a titled, ordered group of photos of one school year. Its definition
// (content/kinds/gallery.ts) saves them.
import type { ContentStatus, Gallery, GalleryValues, Media } from '@school/shared/types';
import type { Db } from '../db/database';
import type { KindRows } from '../content/defineContentKind';
import type { GalleriesTable } from '../db/schema';
import { lifecycleFields, visibleRows, type View } from '../content/contentLifecycle';
import { pageOf, type ContentListFilter } from '../content/contentPaging';
import { parsePhotos, photosFrom } from '../content/photos';
import { findMediaByIds } from './mediaRepository';

type GalleryRow = Omit<GalleriesTable, 'id'> & { id: number };

const galleryValues = (row: GalleryRow): GalleryValues => ({
  title: row.title,
  schoolYear: row.school_year,
  photos: parsePhotos(row.photos),
  status: row.status as ContentStatus,
  publishAt: lifecycleFields(row).publishAt,
});

const galleryColumns = (values: GalleryValues) => ({ title: values.title, school_year: values.schoolYear, photos: JSON.stringify(values.photos) });

/** How galleries are stored: what their definition (content/kinds/gallery.ts) reads and writes. */
export const galleryRows: KindRows<'galleries', GalleryValues> = { table: 'galleries', toValues: galleryValues, columns: galleryColumns };

/** The files of these galleries' photos. */
export const galleryPhotoIds = (rows: readonly GalleryRow[]) => rows.flatMap((row) => parsePhotos(row.photos).map((photo) => photo.id));

/** The galleries of these rows, their photos' files taken from `media`, read already. */
export function galleriesOf(rows: readonly GalleryRow[], media: ReadonlyMap<number, Media>): Gallery[] {
  const photo = photosFrom(media);
  return rows.map((row) => ({ id: row.id, ...galleryValues(row), photos: parsePhotos(row.photos).map(photo), ...lifecycleFields(row) }));
}

const toGalleries = async (db: Db, rows: GalleryRow[]) => galleriesOf(rows, await findMediaByIds(db, galleryPhotoIds(rows)));

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

/** The galleries with these ids the view may see (any order), their photos in one read. */
export async function findGalleries(db: Db, ids: readonly number[], view: View, now: number): Promise<Gallery[]> {
  return toGalleries(db, await visibleGalleryRows(db, ids, view, now));
}

/** The rows of the galleries with these ids the view may see, in any order. */
export async function visibleGalleryRows(db: Db, ids: readonly number[], view: View, now: number): Promise<GalleryRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('galleries').selectAll().where('id', 'in', [...new Set(ids)]).where(visibleRows(view, now)).execute();
}

export async function findGallery(db: Db, id: number, view: View, now: number): Promise<Gallery | undefined> {
  return (await findGalleries(db, [id], view, now))[0];
}
