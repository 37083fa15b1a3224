import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { json, type ApiClient } from '../testing/apiClient';
import { documentInput, insertTestMedia } from '../testing/contentFixtures';
import { pngImage, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
let manager: ApiClient;

beforeEach(async () => {
  api = await startTestApi({ seed: false });
  manager = await api.signedIn('MANAGER');
});
afterEach(() => api.close());

const YEAR_MS = 365 * 86_400_000;
const health = async (client: ApiClient = manager) => (await json(await client.get('/api/content/health'))) as { kind: string; message: string; itemType: string; itemId?: number | string; link: string }[];
const kinds = async () => (await health()).map((entry) => [entry.kind, entry.itemType, entry.itemId, entry.link]);
const lawCategories = ['regulations', 'budget-and-execution', 'procurement', 'asset-and-interest-declarations', 'salary-rights', 'annual-report', 'programmes-and-strategies'];
const emptyCategories = (except: string[] = []) =>
  lawCategories.filter((c) => !except.includes(c)).map((c) => ['empty-category', 'document-category', c, `/admin/documents?category=${c}`]);
// A document of the school year the test clock starts in.
const doc = (over: Record<string, unknown> = {}) => documentInput({ schoolYear: '2026-2027', publishedOn: '2026-09-10', ...over });

describe('GET /api/content/health', () => {
  it('answers MANAGER and ADMIN; anonymous 401, USER 403', async () => {
    expect((await api.client().get('/api/content/health')).status).toBe(401);
    expect((await (await api.signedIn('USER')).get('/api/content/health')).status).toBe(403);
    expect((await (await api.signedIn('ADMIN')).get('/api/content/health')).status).toBe(200);
    const answer = await manager.get('/api/content/health');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('on an empty site lists every empty Law 544 category', async () => {
    const entries = await health();
    expect(entries.map((e) => [e.kind, e.itemType, e.itemId, e.link])).toEqual(emptyCategories());
    expect(entries[0]!.message).toBe('Public-information category “Regulations” (Law 544/2001) has no documents.');
  });

  it('lists drafts, photos without alt text, unconfirmed consent and documents without their file, each linking to the item’s editor (a file: the library filtered by missing alt text, on that file)', async () => {
    const photo = await insertTestMedia(api.db);
    await api.db.updateTable('media').set({ alt: 'Elevi în curte' }).where('id', '=', photo.id).execute();
    const bare = await insertTestMedia(api.db);
    const news = await json(await manager.post('/api/content/news', { title: 'Ziua Școlii', place: 'Valea Florilor', date: '2026-10-01', body: '<p>x</p>' }));
    const gallery = await json(
      await manager.post('/api/content/galleries', { title: 'Balul bobocilor', schoolYear: '2026-2027', photos: [{ id: photo.id, alt: 'Elevi', showsPupils: true }] }),
    );
    const file = await insertTestMedia(api.db, 'DOCUMENT');
    const lost = await json(await manager.post('/api/content/documents', doc({ url: null, file: { id: file.id } })));
    await api.db.deleteFrom('media').where('id', '=', file.id).execute();

    expect(await kinds()).toEqual([
      ['draft', 'news', news.id, `/admin/news/${news.id}`],
      ['draft', 'gallery', gallery.id, `/admin/galleries/${gallery.id}`],
      ['missing-alt', 'media', bare.id, `/admin/media/${bare.id}?missingAlt=true`],
      ['unconfirmed-consent', 'gallery', gallery.id, `/admin/galleries/${gallery.id}`],
      ['missing-file', 'document', lost.id, `/admin/documents/${lost.id}`],
      ...emptyCategories(['regulations']),
    ]);
    const messages = (await health()).map((e) => e.message);
    expect(messages).toContain(m.draft('news post', 'Ziua Școlii'));
    expect(messages).toContain(m.unconfirmedConsent('Balul bobocilor'));
    expect(messages).toContain(m.missingFile('Regulamentul intern'));

    await manager.put(`/api/content/news/${news.id}`, { title: 'Ziua Școlii', place: 'Valea Florilor', date: '2026-10-01', body: '<p>x</p>', status: 'PUBLISHED' });
    expect((await kinds()).map(([kind, type]) => `${kind} ${type}`)).not.toContain('draft news');
  });

  it('names the files uploaded more than a day ago that nothing uses (a post left unsaved), linking to the library filtered to them', async () => {
    const abandoned = await json(await upload(manager, 'IMG_1234.jpg', await pngImage(40, 40), { alt: 'Elevi la cros' }));
    const shown = await json(await upload(manager, 'IMG_1235.jpg', await pngImage(40, 40), { alt: 'Frunze' }));
    await manager.post('/api/content/galleries', { title: 'Toamna', schoolYear: '2026-2027', status: 'PUBLISHED', photos: [{ id: shown.id, alt: 'Frunze' }] });
    const unused = async () => (await health()).filter((entry) => entry.kind === 'unused-media');
    expect(await unused()).toEqual([]);
    api.clock.advance(25 * 3_600_000);
    manager = await api.signedIn('MANAGER'); // the first session has ended by then
    expect(await unused()).toEqual([
      { kind: 'unused-media', message: m.unusedMedia('IMG_1234.jpg'), itemType: 'media', itemId: abandoned.id, link: '/admin/media?unused=true' },
    ]);
    expect(m.unusedMedia('IMG_1234.jpg')).toBe('“IMG_1234.jpg” in the media library is not used anywhere: use it or delete it.');
  });

  it('lists a document whose file the storage no longer holds', async () => {
    const [kept, gone] = [await insertTestMedia(api.db, 'DOCUMENT'), await insertTestMedia(api.db, 'DOCUMENT')];
    const source = join(await mkdtemp(join(tmpdir(), 'health-')), 'ri.pdf');
    await writeFile(source, '%PDF-1.4 regulament');
    await api.app.media.storage.put(kept.storageKey, source, 'application/pdf');
    await manager.post('/api/content/documents', doc({ url: null, file: { id: kept.id } }));
    const lost = await json(await manager.post('/api/content/documents', doc({ title: 'ROF', url: null, file: { id: gone.id } })));
    expect((await health()).filter((e) => e.kind === 'missing-file')).toEqual([
      { kind: 'missing-file', message: m.missingFile('ROF'), itemType: 'document', itemId: lost.id, link: `/admin/documents/${lost.id}` },
    ]);
  });

  it('lists pages and document categories not updated since the school year began on 1 September', async () => {
    const page = await json(await manager.post('/api/content/pages', { key: 'inscrierea', title: 'Înscrierea', status: 'PUBLISHED', sections: [] }));
    await manager.post('/api/content/documents', doc());
    expect(await kinds()).toEqual(emptyCategories(['regulations']));

    api.clock.advance(YEAR_MS);
    manager = await api.signedIn('MANAGER'); // the session of a year ago has expired
    expect(await kinds()).toEqual([
      ['stale-page', 'page', page.id, `/admin/pages/${page.id}`],
      ['stale-category', 'document-category', 'regulations', '/admin/documents?category=regulations'],
      ...emptyCategories(['regulations']),
    ]);
    expect((await health())[0]!.message).toBe(m.stalePage('Înscrierea', '2027-2028'));

    await manager.put(`/api/content/pages/${page.id}`, { key: 'inscrierea', title: 'Înscrierea', status: 'PUBLISHED', sections: [] });
    expect((await kinds()).map(([kind]) => kind)).not.toContain('stale-page');
  });
});
