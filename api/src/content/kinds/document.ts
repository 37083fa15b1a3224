// A document: a stored file or an external link, with category, school year, publication date and
// optional valid-until date. Search leads to its file's lasting address (or its link).
import { documentCategoryLabels } from '@school/shared/messages/content-health';
import { date, enumOf, reference, text } from '../../audit/auditFields';
import { lifecycleAudit } from '../../audit/contentAudit';
import { documentFilePath } from '@school/shared/routing';
import { documentInputSchema, documentListQuerySchema, documentPageSchema, documentSchema } from '@school/shared/schemas';
import { documentRows, findDocument, listDocuments } from '../../repositories/documentsRepository';
import { documentHealth } from '../../repositories/documentHealth';
import { defineContentKind } from '../defineContentKind';
import { withDocumentDownloads } from '../documentDownloads';
import { requireMedia } from '../mediaChecks';
import { scrubDocument } from '../mediaScrub';

export const documentKind = defineContentKind({
  type: 'document',
  rows: documentRows,
  schemas: { item: documentSchema, input: documentInputSchema, listQuery: documentListQuerySchema, listPage: documentPageSchema },
  audit: {
    title: text('title'),
    file: reference('file'),
    url: text('link'),
    category: enumOf('category', documentCategoryLabels),
    schoolYear: text('school year'),
    publishedOn: date('publication date'),
    validUntil: date('valid until'),
    ...lifecycleAudit,
  },
  prepare: async (db, input) => {
    if (input.file) await requireMedia(db, 'file', [input.file.id]);
    return input;
  },
  derive: async (_db, id, values) => ({
    mediaIds: values.file ? [values.file.id] : [],
    search: { title: values.title, body: '', ref: values.file ? documentFilePath.href(id) : values.url },
  }),
  list: (db, query, scope) => listDocuments(db, { ...query, ...scope }),
  find: (db, id, view, now) => findDocument(db, Number(id), view, now),
  scrub: (values, target) => scrubDocument(values, target),
  archivedByRollover: true,
  health: documentHealth,
  searchResults: (db, results) => withDocumentDownloads(db, results),
});
