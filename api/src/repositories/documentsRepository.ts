// Data access for documents: a stored file or an external link, with category, school year,
// publication date and optional valid-until date. Saves go through contentLifecycle.ts.
import { documentFilePath } from '@school/shared/routing';
import type { ContentStatus, DocumentCategory, DocumentValues, SchoolDocument } from '@school/shared/types';
import type { Db } from '../db/database';
import type { DocumentsTable } from '../db/schema';
import { lifecycleFields, recordSave, toMillis, visibleRows, type Actor, type View } from '../content/contentLifecycle';
import { contentKind, pageOf, type ContentListFilter } from '../content/contentPaging';
import { requireMedia } from '../content/mediaChecks';
import { findMediaByIds } from './mediaRepository';

type DocumentRow = Omit<DocumentsTable, 'id'> & { id: number };

const toValues = (row: DocumentRow): DocumentValues => ({
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

async function toDocuments(db: Db, rows: DocumentRow[]): Promise<SchoolDocument[]> {
  const media = await findMediaByIds(
    db,
    rows.flatMap((row) => (row.media_id === null ? [] : [row.media_id])),
  );
  return rows.map((row) => {
    const file = row.media_id === null ? undefined : media.get(row.media_id);
    const fileRef =
      row.media_id === null ? null : { id: row.media_id, url: file?.url ?? null, originalName: file?.originalName ?? null, mimeType: file?.mimeType ?? null, sizeBytes: file?.sizeBytes ?? null };
    const href = fileRef === null ? row.url : fileRef.url && documentFilePath.href(row.id);
    return { id: row.id, ...toValues(row), file: fileRef, href, ...lifecycleFields(row) };
  });
}

export const documentKind = contentKind({
  type: 'document',
  table: 'documents',
  revisions: false,
  toValues,
  derive: async (_db, id, values) => ({
    label: values.title,
    mediaIds: values.file ? [values.file.id] : [],
    search: { title: values.title, body: '', ref: values.file ? documentFilePath.href(id) : values.url },
  }),
});

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
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('documents').selectAll().where('id', 'in', [...ids]).where(visibleRows(view, now)).execute();
  const byId = new Map((await toDocuments(db, rows)).map((doc) => [doc.id, doc]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findDocument(db: Db, id: number, view: View, now: number): Promise<SchoolDocument | undefined> {
  return (await findDocuments(db, [id], view, now))[0];
}

/** Creates (id null) or updates a document outside the trash; undefined when there is none to update. */
export async function saveDocument(db: Db, id: number | null, values: DocumentValues, actor: Actor, now: number): Promise<SchoolDocument | undefined> {
  if (values.file) await requireMedia(db, 'file', [values.file.id]);
  const before = id === null ? undefined : await documentKind.load(db, id);
  if (id !== null && (!before || before.deletedAt !== null)) return undefined;
  const columns = {
    title: values.title,
    media_id: values.file?.id ?? null,
    url: values.url,
    category: values.category,
    school_year: values.schoolYear,
    published_on: values.publishedOn,
    valid_until: values.validUntil,
    status: values.status,
    publish_at: toMillis(values.publishAt),
    updated_at: now,
  };
  const documentId =
    id ?? (await db.insertInto('documents').values({ ...columns, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  if (id !== null) await db.updateTable('documents').set(columns).where('id', '=', id).execute();
  await recordSave(db, documentKind, { id: documentId, values, before: before?.values, actor, now });
  return findDocument(db, documentId, 'editor', now);
}
