import { contentMessages } from '@school/shared/messages/content';
import { seedAboutUs } from '../db/seed/seedData';
import { json, type ApiClient } from '../testing/apiClient';
import { officeDocuments, pdfDocument, uploadForm } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { withTestApi } from '../testing/testApiSetup';

let api: TestApi;
let manager: ApiClient;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  manager = await api.signedIn('MANAGER');
  const news = (title: string, body: string, status = 'PUBLISHED') => manager.post('/api/content/news', { title, body, date: '2025-01-15', status });
  await news('Ziua Școlii noastre', '<p>Sărbătorim școala cu elevii și părinții.</p>');
  await news('Excursie la munte', '<p>Elevii au vizitat Sinaia. Școala a organizat transportul.</p>');
  await news('Ciornă despre școală', '<p>nepublicat</p>', 'DRAFT');
  await manager.post('/api/content/documents', { title: 'Regulamentul intern al școlii (Școala Gimnazială)', url: 'https://example.org/r.pdf', category: 'regulations', schoolYear: '2024-2025', publishedOn: '2024-09-01', status: 'PUBLISHED' });
  await manager.post('/api/content/galleries', { title: 'Școala în imagini', schoolYear: '2024-2025', status: 'PUBLISHED' });
  await manager.post('/api/content/pages', { key: 'istoric', title: 'Istoric', status: 'PUBLISHED', sections: [{ kind: 'richText', body: '<p>Clădirea în care învață școala a fost ridicată în 1905.</p>' }] });
}, 30_000);
afterAll(() => api.close());

type Result = { type: string; id: number; title: string; snippet: string; ref: string | null };
const searchOn = async (site: TestApi, q: string): Promise<Result[]> => (await json(await site.client().get(`/api/search?q=${encodeURIComponent(q)}`))).results;
const search = (q: string) => searchOn(api, q);

describe('search', () => {
  it('finds published content without regard to case or diacritics, best match first, with a snippet', async () => {
    for (const q of ['scoala', 'școala', 'ȘCOALA', 'Scoală']) {
      const results = await search(q);
      expect(results.map((r: { title: string }) => r.title)).toEqual(
        expect.arrayContaining(['Ziua Școlii noastre', 'Excursie la munte', 'Regulamentul intern al școlii (Școala Gimnazială)', 'Școala în imagini', 'Istoric']),
      );
      expect(results).toHaveLength(5);
      expect(results.map((r: { type: string }) => r.type).sort()).toEqual(['document', 'gallery', 'news', 'news', 'page']);
    }
    const [first] = await search('scoala noastre');
    expect(first).toMatchObject({ type: 'news', title: 'Ziua Școlii noastre', ref: 'ziua-scolii-noastre' });
    const [page] = await search('cladirea 1905');
    expect(page).toMatchObject({ type: 'page', ref: 'istoric', snippet: 'Clădirea în care învață școala a fost ridicată în 1905.' });
    const [trip] = await search('sinaia');
    expect(trip!.snippet).toContain('Sinaia');
  });

  it('leaves out drafts, scheduled and trashed items until they are visible, and updates with each save', async () => {
    expect(await search('nepublicat')).toEqual([]);
    const later = new Date(api.clock.now() + 60_000).toISOString();
    const scheduled = await json(await manager.post('/api/content/news', { title: 'Olimpiada de matematică', date: '2025-02-01', status: 'PUBLISHED', publishAt: later }));
    expect(await search('olimpiada')).toEqual([]);
    api.clock.advance(60_000);
    expect((await search('olimpiada')).map((r: { id: number }) => r.id)).toEqual([scheduled.id]);
    manager = await api.signedIn('MANAGER');
    await manager.put(`/api/content/news/${scheduled.id}`, { title: 'Concursul de matematică', date: '2025-02-01', status: 'PUBLISHED' });
    expect(await search('olimpiada')).toEqual([]);
    expect(await search('concursul')).toHaveLength(1);
    await manager.delete(`/api/content/news/${scheduled.id}`);
    expect(await search('concursul')).toEqual([]);
  });

  // The test clock is in September 2026: the school year is 2026-2027.
  it('leads a gallery where it is shown: a current page that shows it, else the archive of its past year; one shown nowhere is left out', async () => {
    const [past] = await search('imagini');
    expect(past).toMatchObject({ type: 'gallery', title: 'Școala în imagini', ref: '/arhiva?an=2024-2025' });

    const gallery = await json(await manager.post('/api/content/galleries', { title: 'Carnavalul toamnei', schoolYear: '2026-2027', status: 'PUBLISHED' }));
    expect(await search('carnavalul')).toEqual([]);
    const page = await json(
      await manager.post('/api/content/pages', {
        key: 'activitati/carnaval',
        title: 'Carnavalul',
        status: 'DRAFT',
        sections: [{ kind: 'photos', title: 'Fotografii', schoolYear: '2026-2027', gallery: { id: gallery.id } }],
      }),
    );
    expect((await search('carnavalul toamnei')).map((r) => r.type)).toEqual([]);
    await manager.put(`/api/content/pages/${page.id}`, { key: 'activitati/carnaval', title: 'Carnavalul', status: 'PUBLISHED', sections: [{ kind: 'photos', title: 'Fotografii', schoolYear: '2026-2027', gallery: { id: gallery.id } }] });
    expect((await search('carnavalul toamnei')).find((r) => r.type === 'gallery')).toMatchObject({ id: gallery.id, ref: '/activitati/carnaval' });
  });

  it('leads a past year’s gallery shown on a page to the page until the rollover archives its section, then to the archive; past news and documents keep their own address', async () => {
    const gallery = await json(await manager.post('/api/content/galleries', { title: 'Balul bobocilor', schoolYear: '2025-2026', status: 'PUBLISHED' }));
    await manager.post('/api/content/pages', {
      key: 'activitati/bal',
      title: 'Balul',
      status: 'PUBLISHED',
      sections: [
        { kind: 'richText', title: 'Program', schoolYear: '2025-2026', body: '<p>Deschiderea cu un vals vienez.</p>' },
        { kind: 'photos', title: 'Balul bobocilor 2025-2026', schoolYear: '2025-2026', gallery: { id: gallery.id } },
      ],
    });
    const galleryResult = async () => (await search('bobocilor')).find((r) => r.type === 'gallery');
    expect(await galleryResult()).toMatchObject({ id: gallery.id, ref: '/activitati/bal' });
    expect(await search('vals vienez')).toMatchObject([{ type: 'page', ref: 'activitati/bal' }]);

    const admin = await api.signedIn('ADMIN');
    expect((await admin.post('/api/content/school-year/rollover')).status).toBe(200);
    expect(await galleryResult()).toMatchObject({ id: gallery.id, ref: '/arhiva?an=2025-2026' });
    // The page no longer shows the archived section's text: search does not lead there for it.
    expect(await search('vals vienez')).toEqual([]);

    const [post] = await search('sinaia');
    expect(post).toMatchObject({ type: 'news', ref: 'excursie-la-munte' });
    expect((await api.client().get(`/api/content/news/${post!.ref}`)).status).toBe(200);
    const [document] = await search('regulamentul intern');
    expect(document).toMatchObject({ type: 'document', ref: 'https://example.org/r.pdf' });
  });

  it('refuses a query without two letters or digits', async () => {
    const response = await api.client().get('/api/search?q=%20a%20');
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(contentMessages.query);
  });
});

describe('searching About us', () => {
  const seeded = withTestApi({});

  it('finds the seeded description on /home, under the school’s name, and the history on /istoric', async () => {
    expect(seedAboutUs.description).toContain('laborator de informatică');
    expect(seedAboutUs.history).toContain('biserica satului');
    const [description] = await searchOn(seeded.api, 'laborator informatica');
    expect(description).toMatchObject({ type: 'about-us', title: seedAboutUs.name, ref: '/home' });
    expect(description!.snippet).toContain('laborator de informatică');
    const [history] = await searchOn(seeded.api, 'biserica');
    expect(history).toMatchObject({ type: 'about-us', title: 'Istoric', ref: '/istoric' });
    expect(history!.snippet).toContain('lângă biserica satului');
  });

  it('follows every save of About us: the new words are found, the old ones no longer', async () => {
    const admin = await seeded.api.signedIn('ADMIN');
    const history = 'Prima școală din Valea Florilor a fost deschisă în anul 1894, într-o moară dăruită de obște.';
    const saved = await admin.put('/api/school/about-us', { ...seedAboutUs, history, description: 'O școală mică, cu o grădină de legume.' });
    expect(saved.status).toBe(200);
    expect(await searchOn(seeded.api, 'biserica')).toEqual([]);
    expect(await searchOn(seeded.api, 'laborator')).toEqual([]);
    expect(await searchOn(seeded.api, 'moara')).toEqual([expect.objectContaining({ type: 'about-us', ref: '/istoric' })]);
    expect(await searchOn(seeded.api, 'gradina legume')).toEqual([expect.objectContaining({ type: 'about-us', title: seedAboutUs.name, ref: '/home' })]);
  });
});

describe('a document found', () => {
  it('says when its file downloads (an office file) rather than opening in the browser', async () => {
    const upload = async (name: string, bytes: Buffer) => (await json(await manager.request('POST', '/api/media', { rawBody: uploadForm(name, bytes) }))).id as number;
    const [, docx] = officeDocuments()[0]!;
    const document = (title: string, fileId: number) =>
      manager.post('/api/content/documents', { title, file: { id: fileId }, category: 'other', schoolYear: '2024-2025', publishedOn: '2024-09-01', status: 'PUBLISHED' });
    expect((await document('Cererea de transfer', await upload('cerere.docx', docx))).status).toBe(201);
    expect((await document('Calendarul de transfer', await upload('calendar.pdf', pdfDocument()))).status).toBe(201);
    const results = await search('transfer');
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Cererea de transfer', download: true }),
        expect.objectContaining({ title: 'Calendarul de transfer', download: false }),
      ]),
    );
  });
});
