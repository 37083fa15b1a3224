// Export and import tests: a school filled through its ADMIN's calls with one of every kind of
// content, each naming files of its media library; and what a visitor of its host reads, with the
// ids and the school's key prefix taken out, so two sites of the same school compare equal.
import { seedAboutUs } from '../db/seed/seedData';
import { json, type ApiClient } from './apiClient';
import { documentInput, publishPage } from './contentFixtures';
import { pdfDocument, pngImage, upload } from './mediaFixtures';

export interface FilledSchool {
  photoUrl: string;
  /** A word of its news post, which search finds. */
  searchWord: string;
}

async function created(response: Promise<Response>) {
  const answer = await response;
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return json(answer);
}

/** `settle`: waits until the uploads' variants are made, so both sites hold the same files. */
export async function fillSchool(admin: ApiClient, name: string, settle: () => Promise<void>): Promise<FilledSchool> {
  const photo = await created(upload(admin, 'curte.png', await pngImage(640, 400)));
  const pdf = await created(upload(admin, 'regulament.pdf', pdfDocument()));
  await settle();
  await created(admin.put('/api/school/about-us', { ...seedAboutUs, name }));
  const subject = await created(admin.post('/api/school/subjects', { name: 'Matematică' }));
  const teacher = await created(admin.post('/api/school/teachers', { firstName: 'Ana', lastName: 'Pop', gender: 'FEMALE', position: 'TEACHER', subject: { id: subject.id }, degree: 'I', yearsOfService: 12 }));
  await created(admin.post('/api/school/classes', { name: 'a V-a A', number: 5, educationType: 'PRIMARY', master: { id: teacher.id } }));
  const document = await created(admin.post('/api/content/documents', documentInput({ file: { id: pdf.id }, url: null })));
  const gallery = await created(admin.post('/api/content/galleries', { title: 'Serbarea de Crăciun', schoolYear: '2025-2026', photos: [{ id: photo.id, alt: 'Corul școlii' }], status: 'PUBLISHED' }));
  const body = `<p>Colinde și <strong>daruri</strong>.</p><p><img src="${photo.url}" alt="Corul școlii"></p>`;
  const post = { title: 'Serbarea de iarnă', place: 'Sala de sport', date: '2025-12-18', body, coverImage: { id: photo.id, alt: 'Corul' }, images: [{ id: photo.id, alt: 'Scena' }], status: 'PUBLISHED' };
  const news = await created(admin.post('/api/content/news', post));
  // A second save: a former slug, and a revision that names the photo too.
  await created(admin.put(`/api/content/news/${news.id}`, { ...post, title: 'Serbarea de iarnă 2025' }));
  await publishPage(admin, 'activitati', 'Activități', [
    { kind: 'richText', title: 'Cercuri', body: `<p>Cercul de pictură.</p><p><img src="${photo.url}" alt="Expoziția"></p>` },
    { kind: 'documents', title: 'Regulamente', documents: [{ id: document.id }] },
    { kind: 'photos', title: 'Fotografii', gallery: { id: gallery.id } },
  ]);
  await created(admin.post('/api/content/events', { title: 'Ședința cu părinții', start: '2026-03-10T17:30', category: 'parent-meeting', place: 'Sala 1', body: '<p>Ordinea de zi.</p>', status: 'PUBLISHED' }));
  return { photoUrl: photo.url, searchWord: 'colinde' };
}

/** Every public answer of the site a visitor of `host` reads. */
export async function publicAnswers(visitor: ApiClient, searchWord: string): Promise<Record<string, unknown>> {
  const read = async (path: string) => {
    const response = await visitor.get(path);
    return { status: response.status, body: response.status === 200 ? await json(response) : null };
  };
  const news = await read('/api/content/news');
  const events = await read('/api/content/events');
  const slugOf = (list: { body: { items: { slug: string }[] } | null }) => list.body?.items[0]?.slug ?? 'none';
  return {
    site: await read('/api/site'),
    aboutUs: await read('/api/school/about-us'),
    subjects: await read('/api/school/subjects'),
    teachers: await read('/api/school/teachers'),
    classes: await read('/api/school/classes'),
    news,
    article: await read(`/api/content/news/${slugOf(news)}`),
    page: await read('/api/content/pages/activitati'),
    documents: await read('/api/content/documents'),
    galleries: await read('/api/content/galleries'),
    events,
    event: await read(`/api/content/events/by-slug/${slugOf(events)}`),
    search: await read(`/api/search?q=${encodeURIComponent(searchWord)}`),
  };
}

/** The answers as a visitor compares them: no ids, storage keys without a school's prefix, a document's address without its number. */
export const withoutIds = (answers: unknown): unknown =>
  JSON.parse(JSON.stringify(answers), (key, value: unknown) => {
    if (key === 'id' || key.endsWith('Id')) return undefined;
    return typeof value === 'string' ? value.replace(/school-\d+-/g, '').replace(/\/documents\/\d+\/file/g, '/documents/N/file') : value;
  });

/** Every media file address an answer names. */
export const mediaUrlsIn = (answers: unknown): string[] => [...new Set(JSON.stringify(answers).match(/\/api\/media\/files\/[a-z0-9.-]+/g) ?? [])].sort();
