// A page: the content of one public route, addressed by its key (activitati/saptamana-verde), as
// ordered sections (rich text, a list of documents, a photo group). Saves keep revisions; search
// leaves out the sections the rollover archived.
import { list, text } from '../../audit/auditFields';
import { lifecycleAudit } from '../../audit/contentAudit';
import { pageInputSchema, pageListQuerySchema, pagePageSchema, pageSchema } from '@school/shared/schemas';
import { sanitizeRichText } from '@school/shared/rich-text/server';
import type { Db } from '../../db/database';
import { mediaIdsInHtml } from '../../repositories/mediaUsagesRepository';
import { pageHealth } from '../../repositories/pageHealth';
import { findPage, keyTaken, listPages, pageRows, requireReferences, startedYear } from '../../repositories/pagesRepository';
import { reindexForSearch } from '../contentLifecycle';
import { defineContentKind } from '../defineContentKind';
import { scrubPage } from '../mediaScrub';
import { isArchivedSection } from '../sectionArchive';
import { htmlToText } from '../textFolding';

export const pageKind = defineContentKind({
  type: 'page',
  rows: pageRows,
  revisions: true,
  schemas: { item: pageSchema, input: pageInputSchema, listQuery: pageListQuerySchema, listPage: pagePageSchema },
  address: { by: 'key' },
  audit: { key: text('address'), title: text('title'), sections: list('sections', { one: 'section', many: 'sections' }), ...lifecycleAudit },
  prepare: async (db, input, id) => {
    const values = { ...input, sections: input.sections.map((s) => ({ ...s, body: s.kind === 'richText' ? sanitizeRichText(s.body) : '' })) };
    await requireReferences(db, values.sections);
    const other = await db.selectFrom('pages').select('id').where('key', '=', values.key).executeTakeFirst();
    if (other && other.id !== id) throw keyTaken(values.key);
    return values;
  },
  uniqueViolation: (values) => keyTaken(values.key),
  derive: async (db, _id, values) => {
    const html = values.sections.map((s) => s.body).join('\n');
    // Search leads to the page for what the page shows: not its sections in the archive.
    const started = await startedYear(db);
    const shown = values.sections.filter((s) => !isArchivedSection(values.key, s, started));
    const text = shown.map((s) => `${s.title} ${htmlToText(s.body)}`).join(' ');
    return { mediaIds: await mediaIdsInHtml(db, html), search: { title: values.title, body: text.trim(), ref: values.key } };
  },
  list: (db, query, scope) => listPages(db, { ...query, ...scope }),
  find: findPage,
  scrub: (values, target) => scrubPage(values, target),
  shows: (values) =>
    values.sections.flatMap((section) => [
      ...(section.gallery ? [{ type: 'gallery' as const, id: section.gallery.id }] : []),
      ...section.documents.map((document) => ({ type: 'document' as const, id: document.id })),
    ]),
  health: pageHealth,
});

/** After a school year is started: each page's search row leaves out the sections it archived. */
export async function reindexPagesForSearch(db: Db): Promise<void> {
  for (const { id, values } of await pageKind.live(db)) await reindexForSearch(db, pageKind, id, values);
}
