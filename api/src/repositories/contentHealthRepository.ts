// What needs an editor's attention (the dashboard's list): pages and document categories not
// updated in the current school year, drafts, photos without alt text, galleries with pupils'
// photos whose consent is unconfirmed, files nothing uses, documents that lost their file, empty
// Law 544 categories.
// A school's site holds a few hundred items: the rows are read once and judged here.
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { PUBLIC_INFORMATION_CATEGORIES, schoolYearOf, YEARLY_PAGE_KEYS } from '@school/shared/schemas';
import type { DocumentCategory, HealthEntry, PhotoInput } from '@school/shared/types';
import { adminScreenPath, type AdminPath } from '@school/shared/routing';
import type { Db } from '../db/database';
import { parsePhotos } from '../content/photos';
import { latestRollover } from './schoolYearRepository';

/** The school year `now` falls in (it starts on 1 September, UTC) and the moment it started. */
export function currentSchoolYear(now: number): { name: string; start: number } {
  const name = schoolYearOf(new Date(now).toISOString().slice(0, 10));
  return { name, start: Date.UTC(Number(name.slice(0, 4)), 8, 1) };
}

const UNUSED_GRACE_MS = 86_400_000;

const lacksAlt = (photo: PhotoInput) => !photo.decorative && photo.alt.trim() === '';
/** Each entry opens what fixes it: the item's editor, the documents of a category, the file among those missing alt text. */
const edit = (path: AdminPath, id: number) => adminScreenPath(path, { edit: id });
const ofCategory = (category: string) => adminScreenPath('admin/documents', { category });

/** Whether the storage holds the file with that key. */
export type FileIsStored = (storageKey: string) => Promise<boolean>;

export async function findContentHealth(db: Db, now: number, isStored: FileIsStored): Promise<HealthEntry[]> {
  const year = currentSchoolYear(now);
  const entries: HealthEntry[] = [];
  const live = <T extends { deleted_at: unknown }>(rows: T[]) => rows.filter((row) => row.deleted_at === null);

  const pages = live(await db.selectFrom('pages').select(['id', 'key', 'title', 'status', 'updated_at', 'deleted_at']).orderBy('key').execute());
  const documents = live(
    await db
      .selectFrom('documents')
      .leftJoin('media', 'media.id', 'documents.media_id')
      .select(['documents.id', 'documents.title', 'documents.status', 'documents.category', 'documents.updated_at', 'documents.deleted_at', 'documents.media_id', 'documents.url', 'media.id as file_id', 'media.storage_key as file_key'])
      .orderBy('documents.id')
      .execute(),
  );
  const galleries = live(await db.selectFrom('galleries').select(['id', 'title', 'status', 'photos', 'deleted_at']).orderBy('id').execute());
  const news = live(await db.selectFrom('news_posts').select(['id', 'title', 'status', 'cover_image', 'images', 'deleted_at']).orderBy('id').execute());

  for (const page of pages) {
    if (page.status === 'PUBLISHED' && Number(page.updated_at) < year.start)
      entries.push({ kind: 'stale-page', message: m.stalePage(page.title, year.name), itemType: 'page', itemId: page.id, link: edit('admin/pages', page.id) });
  }

  // Once a school year was started, the pages each year renews are asked for until updated.
  const rollover = await latestRollover(db);
  for (const page of pages) {
    if (rollover && (YEARLY_PAGE_KEYS as readonly string[]).includes(page.key) && Number(page.updated_at) <= Number(rollover.at))
      entries.push({ kind: 'renew-page', message: m.renewPage(page.title, rollover.school_year), itemType: 'page', itemId: page.id, link: edit('admin/pages', page.id) });
  }

  const published = documents.filter((doc) => doc.status === 'PUBLISHED');
  const lastUpdate = new Map<string, number>();
  for (const doc of published) lastUpdate.set(doc.category, Math.max(lastUpdate.get(doc.category) ?? 0, Number(doc.updated_at)));
  for (const [category, updated] of lastUpdate) {
    if (updated < year.start)
      entries.push({ kind: 'stale-category', message: m.staleCategory(category as DocumentCategory, year.name), itemType: 'document-category', itemId: category, link: ofCategory(category) });
  }

  const drafts: [string, AdminPath, { id: number; title: string; status: string }[]][] = [
    ['news post', 'admin/news', news],
    ['page', 'admin/pages', pages],
    ['document', 'admin/documents', documents],
    ['gallery', 'admin/galleries', galleries],
  ];
  const itemTypes: Record<string, string> = { 'news post': 'news', page: 'page', document: 'document', gallery: 'gallery' };
  for (const [type, path, rows] of drafts) {
    for (const row of rows.filter((r) => r.status === 'DRAFT'))
      entries.push({ kind: 'draft', message: m.draft(type, row.title), itemType: itemTypes[type]!, itemId: row.id, link: edit(path, row.id) });
  }

  const images = await db.selectFrom('media').select(['id', 'original_name']).where('kind', '=', 'IMAGE').where('alt', '=', '').where('decorative', '=', 0).orderBy('id').execute();
  for (const image of images)
    entries.push({ kind: 'missing-alt', message: m.missingAlt(`the media library (${image.original_name})`), itemType: 'media', itemId: image.id, link: adminScreenPath('admin/media', { missingAlt: true, edit: image.id }) });
  for (const post of news) {
    const photos = [...(post.cover_image ? [JSON.parse(post.cover_image) as PhotoInput] : []), ...parsePhotos(post.images)];
    if (photos.some(lacksAlt)) entries.push({ kind: 'missing-alt', message: m.missingAlt(`news post “${post.title}”`), itemType: 'news', itemId: post.id, link: edit('admin/news', post.id) });
  }
  for (const gallery of galleries) {
    const photos = parsePhotos(gallery.photos);
    if (photos.some(lacksAlt)) entries.push({ kind: 'missing-alt', message: m.missingAlt(`gallery “${gallery.title}”`), itemType: 'gallery', itemId: gallery.id, link: edit('admin/galleries', gallery.id) });
    if (photos.some((p) => p.showsPupils && !p.consentConfirmed))
      entries.push({ kind: 'unconfirmed-consent', message: m.unconfirmedConsent(gallery.title), itemType: 'gallery', itemId: gallery.id, link: edit('admin/galleries', gallery.id) });
  }

  // A day's grace: a photo uploaded into an editor is used only once the item is saved.
  const unused = await db
    .selectFrom('media')
    .select(['id', 'original_name'])
    .where('created_at', '<', now - UNUSED_GRACE_MS)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('media_usages').select('media_usages.media_id').whereRef('media_usages.media_id', '=', 'media.id'))))
    .orderBy('id')
    .execute();
  for (const file of unused)
    entries.push({ kind: 'unused-media', message: m.unusedMedia(file.original_name), itemType: 'media', itemId: file.id, link: adminScreenPath('admin/media', { unused: true }) });

  for (const doc of documents) {
    // Deleting a media row sets a document's media_id to null: then it has neither file nor link.
    const lost = doc.file_key === null ? doc.url === null : !(await isStored(doc.file_key));
    if (lost)
      entries.push({ kind: 'missing-file', message: m.missingFile(doc.title), itemType: 'document', itemId: doc.id, link: edit('admin/documents', doc.id) });
  }

  for (const category of PUBLIC_INFORMATION_CATEGORIES) {
    if (!published.some((doc) => doc.category === category))
      entries.push({ kind: 'empty-category', message: m.emptyCategory(category), itemType: 'document-category', itemId: category, link: ofCategory(category) });
  }
  return entries;
}
