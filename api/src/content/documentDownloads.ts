// Whether a document found by search downloads (an office file) or opens in the browser (a PDF,
// an image, a link): its public link says which, as the document lists' do. Read when answering:
// a document's file may be replaced without its title changing.
import { opensInBrowser, type SearchResult } from '@school/shared/types';
import type { Db } from '../db/database';

export async function withDocumentDownloads(db: Db, results: SearchResult[]): Promise<SearchResult[]> {
  const ids = results.filter((result) => result.type === 'document').map((result) => result.id);
  if (ids.length === 0) return results;
  const rows = await db
    .selectFrom('documents')
    .innerJoin('media', 'media.id', 'documents.media_id')
    .select(['documents.id', 'media.mime_type'])
    .where('documents.id', 'in', ids)
    .execute();
  const downloads = new Set(rows.filter((row) => !opensInBrowser(row.mime_type)).map((row) => Number(row.id)));
  return results.map((result) => (result.type === 'document' ? { ...result, download: downloads.has(result.id) } : result));
}
