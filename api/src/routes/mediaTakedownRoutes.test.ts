// An editor's takedown (POST /api/media/{id}/takedown): the file leaves every item and revision
// that used it, its files (every variant, AVIF too) answer 404, public answers change their ETag
// (which is how the renderer learns of it), one audit entry; the renderer's folder is none of the
// API's business, even named in its environment. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaMessages } from '@school/shared/messages/media';
import { loadMediaConfig } from '../media/mediaConfig';
import { json, type ApiClient } from '../testing/apiClient';
import { publishPage } from '../testing/contentFixtures';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'school-takedown-media-'));
const snapshotDir = mkdtempSync(path.join(tmpdir(), 'school-takedown-snapshots-'));
let api: TestApi;
let manager: ApiClient;
beforeAll(async () => {
  api = await startTestApi({ seed: false, config: { media: loadMediaConfig({ MEDIA_DIR: mediaDir, PRERENDER_DIR: snapshotDir }) } });
  manager = await api.signedIn('MANAGER');
});
afterAll(() => api.close());

interface Uploaded {
  id: number;
  url: string;
  variants: { url: string; format: string }[];
}

const photoOf = (media: Uploaded, alt: string) => ({ id: media.id, alt });
const urlsOf = (media: Uploaded) => [media.url, ...media.variants.map((variant) => variant.url)];
const etagOf = async (url: string) => (await api.client().get(url)).headers.get('etag');
const takedown = (client: ApiClient, id: number) => client.post(`/api/media/${id}/takedown`);

async function uploadPhoto(name: string): Promise<Uploaded> {
  const response = await upload(manager, name, await pngImage(900, 600), { alt: name });
  expect(response.status).toBe(201);
  return json(response);
}

function writeSnapshot(page: string, html: string) {
  const file = path.join(snapshotDir, 'pages', `${page}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, 'gz');
  return file;
}

describe('POST /api/media/{id}/takedown', () => {
  it('removes a photo from galleries, news, pages and revisions, deletes its files, changes the ETags, leaves the snapshots to the renderer, and audits it', async () => {
    const photo = await uploadPhoto('Elevi la serbare.png');
    const other = await uploadPhoto('Curtea școlii.png');
    await api.app.media.background.idle();
    photo.variants = (await json(await manager.get(`/api/media/${photo.id}`))).variants;
    expect(photo.variants.some((variant) => variant.format === 'avif')).toBe(true);
    const variantUrl = photo.variants[0]!.url;

    const gallery = await json(
      await manager.post('/api/content/galleries', { title: 'Serbarea de Crăciun', schoolYear: '2025-2026', status: 'PUBLISHED', photos: [photoOf(photo, 'Elevi'), photoOf(other, 'Curtea')] }),
    );
    const body = `<p>Serbarea <img src="${photo.url}" alt="Elevi"> și <img src="${other.url}" alt="Curtea"></p><p><a href="${variantUrl}">poza mare</a></p>`;
    const news = { title: 'Serbarea de iarnă', place: 'Sala de festivități', date: '2025-12-19', body, status: 'PUBLISHED', coverImage: photoOf(photo, 'Elevi'), images: [photoOf(photo, 'Elevi'), photoOf(other, 'Curtea')] };
    const post = await json(await manager.post('/api/content/news', news));
    expect((await manager.put(`/api/content/news/${post.id}`, { ...news, place: 'Aula' })).status).toBe(200);
    const draft = await json(await manager.post('/api/content/news', { ...news, title: 'Ciornă cu poza', status: 'DRAFT' }));
    const page = await publishPage(manager, 'activitati/serbari', 'Serbări', [
      { kind: 'richText', title: 'Despre', body: `<p>Text <img src="${variantUrl}" alt="Elevi"></p>` },
      { kind: 'photos', title: 'Galerie', gallery: { id: gallery.id } },
    ]);
    const reads = [`/api/content/galleries/${gallery.id}`, `/api/content/news/${post.slug}`, `/api/content/pages/activitati/serbari`];
    const etagsBefore = await Promise.all(reads.map(etagOf));
    for (const url of urlsOf(photo)) expect((await api.client().get(url)).status).toBe(200);
    writeSnapshot('galerie', `<main><img srcset="${variantUrl} 320w"></main>`);
    writeSnapshot('contact', `<main><img src="${other.url}"></main>`);
    const renderersFolder = () => readdirSync(snapshotDir, { recursive: true }).map(String).sort().map((name) => [name, name.endsWith('.html') ? readFileSync(path.join(snapshotDir, name), 'utf8') : '']);
    const snapshotsBefore = renderersFolder();

    const anonymous = api.client();
    await anonymous.get('/api/user/me');
    expect((await takedown(anonymous, photo.id)).status).toBe(401);
    expect((await takedown(await api.signedIn('USER'), photo.id)).status).toBe(403);
    expect((await manager.request('POST', `/api/media/${photo.id}/takedown`, { xsrf: false })).status).toBe(403);
    expect((await json(await manager.get(`/api/media/${photo.id}`))).id).toBe(photo.id);

    const response = await takedown(manager, photo.id);
    expect(response.status).toBe(200);
    const answer = await json(response);
    const removedFrom = [
      { type: 'gallery', id: gallery.id, title: 'Serbarea de Crăciun' },
      { type: 'news', id: post.id, title: 'Serbarea de iarnă' },
      { type: 'news', id: draft.id, title: 'Ciornă cu poza' },
      { type: 'page', id: page.id, title: 'Serbări' },
    ];
    expect(answer).toEqual({ message: mediaMessages.takenDown('Elevi la serbare.png', 4), media: { id: photo.id, originalName: 'Elevi la serbare.png' }, removedFrom });

    for (const url of urlsOf(photo)) {
      expect((await api.client().get(url)).status).toBe(404);
      expect((await manager.get(url)).status).toBe(404);
    }
    expect(readdirSync(mediaDir, { recursive: true }).filter((name) => String(name).startsWith(photo.url.split('/').pop()!.replace(/-\d+\.jpeg$/, '')))).toEqual([]);
    expect((await manager.get(`/api/media/${photo.id}`)).status).toBe(404);
    expect((await api.client().get(other.url)).status).toBe(200);

    const galleryAfter = await json(await api.client().get(reads[0]!));
    expect(galleryAfter.photos.map((p: { id: number }) => p.id)).toEqual([other.id]);
    const postAfter = await json(await api.client().get(reads[1]!));
    expect(postAfter).toMatchObject({ coverImage: null, images: [expect.objectContaining({ id: other.id })] });
    expect(postAfter.body).toContain(other.url);
    expect(postAfter.body).toContain('<p>poza mare</p>');
    const pageAfter = await json(await api.client().get(reads[2]!));
    expect(pageAfter.sections[0].body).toBe('<p>Text </p>');
    expect(pageAfter.sections[1].gallery.photos.map((p: { id: number }) => p.id)).toEqual([other.id]);
    expect(JSON.stringify([galleryAfter, postAfter, pageAfter])).not.toContain(photo.url.split('/').pop()!.replace(/-\d+\.jpeg$/, ''));
    const etagsAfter = await Promise.all(reads.map(etagOf));
    etagsAfter.forEach((etag, index) => expect(etag).not.toBe(etagsBefore[index]));

    // Every revision was rewritten without it: restoring the oldest brings the rest back, not the photo.
    const revisions = await json(await manager.get(`/api/content/news/${post.id}/revisions`));
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    const restored = await manager.post(`/api/content/news/${post.id}/revisions/${revisions.at(-1).id}/restore`);
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ place: 'Sala de festivități', coverImage: null, images: [expect.objectContaining({ id: other.id })] });
    const snapshots = await api.db.selectFrom('content_revisions').select('snapshot').execute();
    expect(snapshots.some((row) => row.snapshot.includes(`"id":${photo.id},`) || row.snapshot.includes(variantUrl))).toBe(false);

    expect(renderersFolder()).toEqual(snapshotsBefore);

    const audit = await api.db.selectFrom('audit_log').selectAll().where('action', '=', 'TAKEDOWN').execute();
    expect(audit.map((row) => [row.item_type, row.item_id, row.item_label, row.actor_username.startsWith('manager')])).toEqual([['media', String(photo.id), 'Elevi la serbare.png', true]]);
    expect(JSON.parse(audit[0]!.changes)).toEqual([
      { field: 'file', label: 'file', kind: 'text', before: 'Elevi la serbare.png', after: null },
      { field: 'removedFrom', label: 'removed from', kind: 'items', items: removedFrom.map((item) => ({ type: item.type, title: item.title })) },
      { field: 'revisionsRewritten', label: 'rewritten without it', kind: 'counts', counts: [{ noun: { one: 'earlier version', many: 'earlier versions' }, count: expect.any(Number) }] },
    ]);

    expect((await takedown(manager, photo.id)).status).toBe(404);
  }, 30_000);

  it('lets an ADMIN take down a document file: the document goes back to the drafts, its file answers 404', async () => {
    const file = await json(await upload(manager, 'Regulament.pdf', pdfDocument()));
    const document = { title: 'Regulament intern', file: { id: file.id }, category: 'other', schoolYear: '2025-2026', publishedOn: '2025-09-01', status: 'PUBLISHED' };
    const created = await json(await manager.post('/api/content/documents', document));
    const page = await json(
      await manager.post('/api/content/pages', { key: 'regulamente', title: 'Regulamente', status: 'PUBLISHED', sections: [{ kind: 'documents', title: 'Regulamente', documents: [{ id: created.id }] }] }),
    );
    const pageEtag = await etagOf('/api/content/pages/regulamente');
    expect((await api.client().get(file.url)).status).toBe(200);
    const answer = await takedown(await api.signedIn('ADMIN'), file.id);
    expect(answer.status).toBe(200);
    expect((await json(answer)).removedFrom).toEqual([
      { type: 'document', id: created.id, title: 'Regulament intern' },
      { type: 'page', id: page.id, title: 'Regulamente' },
    ]);
    expect((await json(await api.client().get('/api/content/pages/regulamente'))).sections[0].documents).toEqual([]);
    expect(await etagOf('/api/content/pages/regulamente')).not.toBe(pageEtag);
    expect((await api.client().get(file.url)).status).toBe(404);
    expect((await api.client().get(`/api/content/documents/${created.id}`)).status).toBe(404);
    expect(await json(await manager.get(`/api/content/documents/${created.id}`))).toMatchObject({ status: 'DRAFT', file: null, href: null });
  }, 30_000);

  it('stores no AVIF variant of a photo taken down before it was made', async () => {
    const photo = await uploadPhoto('Abia încărcată.png');
    expect((await takedown(manager, photo.id)).status).toBe(200);
    await api.app.media.background.idle();
    const base = photo.url.split('/').pop()!.replace(/-\d+\.jpeg$/, '');
    expect(readdirSync(mediaDir, { recursive: true }).filter((name) => String(name).includes(base))).toEqual([]);
    expect(await api.db.selectFrom('media_variants').select('id').where('media_id', '=', photo.id).execute()).toEqual([]);
  });
});
