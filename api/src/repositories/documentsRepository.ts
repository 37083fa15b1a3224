// Data access for documents: a stored file or an external link, with category, school year,
// publication date and optional valid-until date. Its definition (content/kinds/document.ts) saves them.
import { documentFilePath } from '@school/shared/routing';
import type { ContentStatus, DocumentCategory, DocumentValues, SchoolDocument } from '@school/shared/types';
import type { Db } from '../db/database';
import type { KindRows } from '../content/defineContentKind';
import type { DocumentsTable } from '../db/schema';
import { lifecycleFields, visibleRows, type View } from '../content/contentLifecycle';
import { pageOf, type ContentListFilter } from '../content/contentPaging';
import { findMediaFiles, type MediaFile } from './mediaRepository';

type DocumentRow = Omit<DocumentsTable, 'id'> & { id: number };

const documentValues = (row: DocumentRow): DocumentValues => ({
  title: row.title,
  file: row.media_id === null ? null : { id: row.media_id },
  url: row.url,
  category: row.category as DocumentCategory,
  schoolYear: row.school_year,
  publishedOn: row.published_on,
  validUntil: row.valid_until,
  status: row.status as ContentStatus,
  publishAt: lifecycleFields(row).publishAt,
});

const documentColumns = (values: DocumentValues) => ({
  title: values.title,
  media_id: values.file?.id ?? null,
  url: values.url,
  category: values.category,
  school_year: values.schoolYear,
  published_on: values.publishedOn,
  valid_until: values.validUntil,
});

/** How documents are stored: what their definition (content/kinds/document.ts) reads and writes. */
export const documentRows: KindRows<'documents', DocumentValues> = { table: 'documents', toValues: documentValues, columns: documentColumns };

/** The files these documents' rows name. */
export const documentFileIds = (rows: readonly DocumentRow[]) => rows.flatMap((row) => (row.media_id === null ? [] : [row.media_id]));

/** The documents of these rows, their files taken from `files`, read already. */
export function documentsOf(rows: readonly DocumentRow[], files: ReadonlyMap<number, MediaFile>): SchoolDocument[] {
  return rows.map((row) => {
    const file = row.media_id === null ? undefined : files.get(row.media_id);
    const fileRef =
      row.media_id === null ? null : { id: row.media_id, url: file?.url ?? null, originalName: file?.originalName ?? null, mimeType: file?.mimeType ?? null, sizeBytes: file?.sizeBytes ?? null };
    const href = fileRef === null ? row.url : fileRef.url && documentFilePath.href(row.id);
    return { id: row.id, ...documentValues(row), file: fileRef, href, ...lifecycleFields(row) };
  });
}

const toDocuments = async (db: Db, rows: DocumentRow[]) => documentsOf(rows, await findMediaFiles(db, documentFileIds(rows)));

export interface DocumentFilter extends ContentListFilter {
  schoolYear?: string;
  category?: DocumentCategory;
}

/** Newest publication first. */
export async function listDocuments(db: Db, filter: DocumentFilter) {
  let query = db.selectFrom('documents').where(visibleRows(filter.view, filter.now, filter.status));
  if (filter.schoolYear) query = query.where('school_year', '=', filter.schoolYear);
  if (filter.category) query = query.where('category', '=', filter.category);
  return pageOf(
    filter,
    query,
    (list) => list.selectAll().orderBy('published_on', 'desc').orderBy('id', 'desc'),
    (rows) => toDocuments(db, rows),
  );
}

/** The documents with these ids the view may see, in the order of `ids`. */
export async function findDocuments(db: Db, ids: readonly number[], view: View, now: number): Promise<SchoolDocument[]> {
  const rows = await visibleDocumentRows(db, ids, view, now);
  const byId = new Map((await toDocuments(db, rows)).map((doc) => [doc.id, doc]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The rows of the documents with these ids the view may see, in any order. */
export async function visibleDocumentRows(db: Db, ids: readonly number[], view: View, now: number): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('documents').selectAll().where('id', 'in', [...new Set(ids)]).where(visibleRows(view, now)).execute();
}

export async function findDocument(db: Db, id: number, view: View, now: number): Promise<SchoolDocument | undefined> {
  return (await findDocuments(db, [id], view, now))[0];
}
