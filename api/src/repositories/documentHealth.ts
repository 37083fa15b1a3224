// The documents' own checks on the health list: a category not updated this school year, a
// document that lost its file, an empty Law 544 category.
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { PUBLIC_INFORMATION_CATEGORIES } from '@school/shared/schemas';
import type { DocumentCategory, HealthEntry } from '@school/shared/types';
import { adminScreenPath } from '@school/shared/routing';
import type { Db } from '../db/database';
import type { HealthContext } from '../content/defineContentKind';
import { currentSchoolYear } from './schoolYearRepository';

const ofCategory = (category: string) => adminScreenPath('admin/documents', { category });

export async function documentHealth(db: Db, { now, isStored }: HealthContext): Promise<HealthEntry[]> {
  const year = currentSchoolYear(now);
  const entries: HealthEntry[] = [];
  const documents = await db
    .selectFrom('documents')
    .leftJoin('media', 'media.id', 'documents.media_id')
    .select(['documents.id', 'documents.title', 'documents.status', 'documents.category', 'documents.updated_at', 'documents.url', 'media.storage_key as file_key'])
    .where('documents.deleted_at', 'is', null)
    .orderBy('documents.id')
    .execute();

  const published = documents.filter((doc) => doc.status === 'PUBLISHED');
  const lastUpdate = new Map<string, number>();
  for (const doc of published) lastUpdate.set(doc.category, Math.max(lastUpdate.get(doc.category) ?? 0, Number(doc.updated_at)));
  for (const [category, updated] of lastUpdate) {
    if (updated < year.start)
      entries.push({ kind: 'stale-category', message: m.staleCategory(category as DocumentCategory, year.name), itemType: 'document-category', itemId: category, link: ofCategory(category) });
  }

  for (const doc of documents) {
    // Deleting a media row sets a document's media_id to null: then it has neither file nor link.
    const lost = doc.file_key === null ? doc.url === null : !(await isStored(doc.file_key));
    if (lost)
      entries.push({ kind: 'missing-file', message: m.missingFile(doc.title), itemType: 'document', itemId: doc.id, link: adminScreenPath('admin/documents', { edit: doc.id }) });
  }

  for (const category of PUBLIC_INFORMATION_CATEGORIES) {
    if (!published.some((doc) => doc.category === category))
      entries.push({ kind: 'empty-category', message: m.emptyCategory(category), itemType: 'document-category', itemId: category, link: ofCategory(category) });
  }
  return entries;
}
