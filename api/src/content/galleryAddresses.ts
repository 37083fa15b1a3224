// Where a search result leads for a gallery, which has no address of its own (a visitor sees it
// where a page shows it, or in the archive once its year is past): the current page that shows
// it; else the archive of its school year, once past; else the archive year of a page section the
// rollover archived with it. Read when answering, not stored in the index: a page's save, the
// rollover and the turn of the school year all move a gallery without saving it.
import { archivePath, pagePath } from '@school/shared/routing';
import type { SearchResult } from '@school/shared/types';
import type { Db } from '../db/database';
import { currentSchoolYear } from '../repositories/schoolYearRepository';
import { galleryShowings, type GalleryShowing } from '../repositories/pagesRepository';

function galleryAddress(showing: GalleryShowing | undefined, schoolYear: string | undefined, currentYear: string): string | null {
  if (showing && 'pageKey' in showing) return pagePath(showing.pageKey);
  if (schoolYear !== undefined && schoolYear < currentYear) return archivePath(schoolYear);
  return showing ? archivePath(showing.archivedYear) : null;
}

/** The results with each gallery's address as its `ref`; a gallery visitors see nowhere (this year's, on no page) is left out. */
export async function withGalleryAddresses(db: Db, results: SearchResult[], now: number): Promise<SearchResult[]> {
  const ids = results.filter((result) => result.type === 'gallery').map((result) => result.id);
  if (ids.length === 0) return results;
  const showings = await galleryShowings(db, ids, now);
  const rows = await db.selectFrom('galleries').select(['id', 'school_year']).where('id', 'in', ids).execute();
  const years = new Map(rows.map((row) => [Number(row.id), row.school_year]));
  const currentYear = currentSchoolYear(now).name;
  return results.flatMap((result) => {
    if (result.type !== 'gallery') return [result];
    const ref = galleryAddress(showings.get(result.id), years.get(result.id), currentYear);
    return ref === null ? [] : [{ ...result, ref }];
  });
}
