// Data access for pages: the content of one public route (its key) as ordered sections: rich text,
// a list of documents, a photo group (a gallery). A visitor sees only the documents and the
// gallery they may see. Its definition (content/kinds/page.ts) saves them. The sections the school-year rollover
// archived (sectionArchive.ts) are left out of a visitor's page and read by year from the archive.
import { messages } from '@school/shared/messages';
import { contentMessages } from '@school/shared/messages/content';
import type { ArchivedSections, ContentStatus, PageSection, PageSectionInput, PageValues, SitePage } from '@school/shared/types';
import type { Db } from '../db/database';
import type { KindRows } from '../content/defineContentKind';
import type { PagesTable } from '../db/schema';
import { lifecycleFields, visibleRows, type View } from '../content/contentLifecycle';
import { pageOf, type ContentListFilter } from '../content/contentPaging';
import { ApiError } from '../http/apiError';
import { documentFileIds, documentsOf, visibleDocumentRows } from './documentsRepository';
import { isArchivedSection } from '../content/sectionArchive';
import { galleriesOf, galleryPhotoIds, visibleGalleryRows } from './galleriesRepository';
import { findMediaByIds } from './mediaRepository';
import { latestRollover, latestRolloverQuery } from './schoolYearRepository';

type PageRow = Omit<PagesTable, 'id'> & { id: number };

const pageValues = (row: PageRow): PageValues => ({
  key: row.key,
  title: row.title,
  sections: JSON.parse(row.sections) as PageSectionInput[],
  status: row.status as ContentStatus,
  publishAt: lifecycleFields(row).publishAt,
});

const pageColumns = (values: PageValues) => ({ key: values.key, title: values.title, sections: JSON.stringify(values.sections) });

/** How pages are stored: what their definition (content/kinds/page.ts) reads and writes. */
export const pageRows: KindRows<'pages', PageValues> = { table: 'pages', toValues: pageValues, columns: pageColumns };

/**
 * The sections as `view` reads them: the documents and galleries of all of them, each kind in one
 * read, and all their files (the documents' and the photos') in one more.
 */
async function toSections(db: Db, shown: readonly { section: PageSectionInput; archived: boolean }[], view: View, now: number): Promise<PageSection[]> {
  const documentRows = await visibleDocumentRows(db, shown.flatMap(({ section }) => section.documents.map((d) => d.id)), view, now);
  const galleryRows = await visibleGalleryRows(db, shown.flatMap(({ section }) => (section.gallery ? [section.gallery.id] : [])), view, now);
  const files = await findMediaByIds(db, [...documentFileIds(documentRows), ...galleryPhotoIds(galleryRows)]);
  const documents = new Map(documentsOf(documentRows, files).map((document) => [document.id, document]));
  const galleries = new Map(galleriesOf(galleryRows, files).map((gallery) => [gallery.id, gallery]));
  return shown.map(({ section, archived }) => ({
    kind: section.kind,
    title: section.title,
    schoolYear: section.schoolYear,
    archived,
    body: section.body,
    documents: section.documents.flatMap((d) => documents.get(d.id) ?? []),
    gallery: (section.gallery && galleries.get(section.gallery.id)) ?? null,
  }));
}

/** The latest school year started, whose predecessors' sections are archived; undefined before any. */
export const startedYear = async (db: Db) => (await latestRollover(db))?.school_year;

/** The page as `view` reads it: editors get every section (each marked archived or not), visitors the current ones. */
async function toPage(db: Db, row: PageRow, view: View, now: number, started: string | undefined): Promise<SitePage> {
  const values = pageValues(row);
  const sections = values.sections.map((section) => ({ section, archived: isArchivedSection(row.key, section, started) }));
  const shown = view === 'editor' ? sections : sections.filter(({ archived }) => !archived);
  return { id: row.id, ...values, sections: await toSections(db, shown, view, now), ...lifecycleFields(row) };
}

/** By key. */
export async function listPages(db: Db, filter: ContentListFilter) {
  const query = db.selectFrom('pages').where(visibleRows(filter.view, filter.now, filter.status));
  return pageOf(
    filter,
    query,
    (list) => list.selectAll().orderBy('key'),
    async (rows) => {
      const started = await startedYear(db);
      const items: SitePage[] = [];
      for (const row of rows) items.push(await toPage(db, row, filter.view, filter.now, started));
      return items;
    },
  );
}

/** The page's row, if the view may see it, with the latest school year started (startedYear) in the same statement. */
function visiblePageRow(db: Db, idOrKey: number | string, view: View, now: number) {
  const query = db
    .selectFrom('pages')
    .selectAll('pages')
    .select(() => latestRolloverQuery(db).select('school_year').as('started_year'))
    .where(visibleRows(view, now));
  return (typeof idOrKey === 'number' ? query.where('id', '=', idOrKey) : query.where('key', '=', idOrKey)).executeTakeFirst();
}

/** By id (a number) or key. */
export async function findPage(db: Db, idOrKey: number | string, view: View, now: number): Promise<SitePage | undefined> {
  const row = await visiblePageRow(db, idOrKey, view, now);
  return row && toPage(db, row, view, now, row.started_year ?? undefined);
}

/** The archived sections of `schoolYear`, by page (published pages, by title), as a visitor sees them. */
export async function findArchivedSections(db: Db, schoolYear: string, now: number): Promise<ArchivedSections> {
  const started = await startedYear(db);
  const rows = await db.selectFrom('pages').selectAll().where(visibleRows('public', now)).orderBy('title').execute();
  const items: ArchivedSections['items'] = [];
  for (const row of rows) {
    const archived = pageValues(row).sections.filter((section) => section.schoolYear === schoolYear && isArchivedSection(row.key, section, started));
    if (archived.length > 0) items.push({ key: row.key, title: row.title, sections: await toSections(db, archived.map((section) => ({ section, archived: true })), 'public', now) });
  }
  return { items };
}

/** Where a page shows a gallery: on the page itself, or in the archive under the year of a section the rollover archived. */
export type GalleryShowing = { pageKey: string } | { archivedYear: string };

/**
 * Where visitors see each of these galleries on the published pages: the first page (by key) that
 * shows it in a current section, else the year of an archived section that shows it; a gallery no
 * page shows is left out.
 */
export async function galleryShowings(db: Db, galleryIds: readonly number[], now: number): Promise<Map<number, GalleryShowing>> {
  const showings = new Map<number, GalleryShowing>();
  if (galleryIds.length === 0) return showings;
  const started = await startedYear(db);
  const rows = await db.selectFrom('pages').select(['key', 'sections']).where(visibleRows('public', now)).orderBy('key').execute();
  for (const row of rows) {
    for (const section of JSON.parse(row.sections) as PageSectionInput[]) {
      const id = section.kind === 'photos' ? section.gallery?.id : undefined;
      if (id === undefined || !galleryIds.includes(id)) continue;
      const found = showings.get(id);
      if (found && 'pageKey' in found) continue; // a page already shows it
      if (!isArchivedSection(row.key, section, started)) showings.set(id, { pageKey: row.key });
      else if (!found && section.schoolYear !== null) showings.set(id, { archivedYear: section.schoolYear });
    }
  }
  return showings;
}

/** Every document and gallery the sections name must exist (outside the trash or in it). */
export async function requireReferences(db: Db, sections: PageSectionInput[]): Promise<void> {
  const documentIds = [...new Set(sections.flatMap((s) => s.documents.map((d) => d.id)))];
  const found = documentIds.length === 0 ? [] : await db.selectFrom('documents').select('id').where('id', 'in', documentIds).execute();
  const missing = documentIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw new ApiError(400, messages.api.invalidInput, { sections: contentMessages.missingDocuments(missing) });
  for (const section of sections) {
    if (!section.gallery) continue;
    const gallery = await db.selectFrom('galleries').select('id').where('id', '=', section.gallery.id).executeTakeFirst();
    if (!gallery) throw new ApiError(400, messages.api.invalidInput, { sections: contentMessages.missingGallery(section.gallery.id) });
  }
}

export const keyTaken = (key: string) => {
  const message = contentMessages.pageKeyTaken(key);
  return new ApiError(409, message, { key: message });
};
