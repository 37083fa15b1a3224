import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { json, type ApiClient } from '../testing/apiClient';
import { auditOf, publishPage } from '../testing/contentFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
let manager: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  [manager, admin] = await Promise.all([api.signedIn('MANAGER'), api.signedIn('ADMIN')]);
});
afterAll(() => api.close());

const ROLLOVER = '/api/content/school-year/rollover';
const renewals = async () =>
  ((await json(await manager.get('/api/content/health'))) as { kind: string; message: string; link: string }[]).filter((e) => e.kind === 'renew-page');

describe('POST /api/content/school-year/rollover', () => {
  it('archives the past years’ news, galleries and documents (public under their year, out of the current lists) and asks for the yearly pages to be renewed', async () => {
    await manager.post('/api/content/news', { title: 'Serbarea', place: 'Valea Florilor', date: '2025-05-20', body: '<p>x</p>', status: 'PUBLISHED' });
    await manager.post('/api/content/galleries', { title: 'Carnaval', schoolYear: '2025-2026', photos: [], status: 'PUBLISHED' });
    await manager.post('/api/content/galleries', { title: 'Balul bobocilor', schoolYear: '2026-2027', photos: [], status: 'PUBLISHED' });
    await manager.post('/api/content/documents', { title: 'Calendar', url: 'https://example.org/c.pdf', category: 'other', schoolYear: '2025-2026', publishedOn: '2025-09-10' });
    const enrolment = await json(await manager.post('/api/content/pages', { key: 'inscrierea', title: 'Înscrierea', status: 'PUBLISHED', sections: [] }));
    await manager.post('/api/content/pages', { key: 'istoric', title: 'Istoric', status: 'PUBLISHED', sections: [] });
    expect(await renewals()).toEqual([]);
    expect((await json(await api.client().get('/api/content/news'))).items).toHaveLength(1);

    expect((await api.client().post(ROLLOVER)).status).toBe(401);
    expect((await manager.post(ROLLOVER)).status).toBe(403);
    const started = await admin.post(ROLLOVER);
    expect(started.status).toBe(200);
    expect(await json(started)).toEqual({ schoolYear: '2026-2027', archived: { news: 1, galleries: 1, documents: 1, events: 0, sections: 0 } });
    expect((await auditOf(api.db, 'school-year', '2026-2027' as unknown as number)).map((a) => a.action)).toEqual(['UPDATE']);

    const titles = async (path: string, client: ApiClient = api.client()) => (await json(await client.get(path))).items.map((item: { title: string }) => item.title);
    expect(await titles('/api/content/news?schoolYear=2024-2025')).toEqual(['Serbarea']);
    expect(await titles('/api/content/news')).toEqual([]);
    expect(await titles('/api/content/news', manager)).toEqual(['Serbarea']);
    expect(await titles('/api/content/galleries')).toEqual(['Balul bobocilor']);
    expect(await titles('/api/content/galleries?schoolYear=2025-2026')).toEqual(['Carnaval']);

    expect(await renewals()).toEqual([{ kind: 'renew-page', message: m.renewPage('Înscrierea', '2026-2027'), itemType: 'page', itemId: enrolment.id, link: `/admin/pages/${enrolment.id}` }]);
    api.clock.advance(60_000);
    await manager.put(`/api/content/pages/${enrolment.id}`, { key: 'inscrierea', title: 'Înscrierea 2027', status: 'PUBLISHED', sections: [] });
    expect(await renewals()).toEqual([]);
  });

  it('starts a school year once', async () => {
    const again = await admin.post(ROLLOVER);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: m.rolloverDone('2026-2027') });
  });
});

describe('the rollover and the activity sections of pages', () => {
  let site: TestApi;
  beforeAll(async () => {
    site = await startTestApi({ seed: false });
  });
  afterAll(() => site.close());

  const section = (title: string, schoolYear: string | null, over: Record<string, unknown> = {}) => ({ kind: 'richText', title, schoolYear, body: `<p>${title}</p>`, ...over });
  const titles = (page: { sections: { title: string }[] }) => page.sections.map((s) => s.title);

  it('moves the sections tagged with a past school year out of the public page and into the archive under their year, and counts them', async () => {
    const editor = await site.signedIn('MANAGER');
    const gallery = await json(await editor.post('/api/content/galleries', { title: 'Săptămâna Verde 2025-2026', schoolYear: '2025-2026', photos: [], status: 'PUBLISHED' }));
    const green = await publishPage(editor, 'activitati/saptamana-verde', 'Săptămâna Verde', [
      section('Săptămâna Verde 2026-2027', '2026-2027'),
      section('Săptămâna Verde 2025-2026', '2025-2026'),
      { kind: 'photos', title: 'Săptămâna Verde 2025-2026', schoolYear: '2025-2026', gallery: { id: gallery.id } },
      { kind: 'documents', title: 'Regulament 2025-2026', schoolYear: '2025-2026', documents: [] },
      section('Despre', null),
    ]);
    await editor.post('/api/content/pages', { key: 'inscrierea', title: 'Înscrierea', status: 'PUBLISHED', sections: [section('Calendarul înscrierii', '2025-2026')] });
    const visitor = site.client();
    const read = async (key: string, client: ApiClient = visitor) => json(await client.get(`/api/content/pages/${key}`));
    const archive = async (year: string) => json(await visitor.get(`/api/content/archive/sections?schoolYear=${year}`));
    expect(titles(await read('activitati/saptamana-verde'))).toHaveLength(5);
    expect(await archive('2025-2026')).toEqual({ items: [] });

    const started = await json(await (await site.signedIn('ADMIN')).post(ROLLOVER));
    expect(started).toEqual({ schoolYear: '2026-2027', archived: { news: 0, galleries: 1, documents: 0, events: 0, sections: 2 } });

    // A visitor's page: the current sections, the untagged one and the document list (documents stay listed).
    expect(titles(await read('activitati/saptamana-verde'))).toEqual(['Săptămâna Verde 2026-2027', 'Regulament 2025-2026', 'Despre']);
    expect((await read(String(green.id), editor)).sections.map((s: { archived: boolean }) => s.archived)).toEqual([false, true, true, false, false]);
    // The pages each year renews keep their sections until renewed.
    expect(titles(await read('inscrierea'))).toEqual(['Calendarul înscrierii']);

    const archived = await archive('2025-2026');
    expect(archived.items.map((page: { key: string; title: string }) => [page.key, page.title])).toEqual([['activitati/saptamana-verde', 'Săptămâna Verde']]);
    expect(archived.items[0].sections.map((s: { kind: string; title: string; archived: boolean }) => [s.kind, s.title, s.archived])).toEqual([
      ['richText', 'Săptămâna Verde 2025-2026', true],
      ['photos', 'Săptămâna Verde 2025-2026', true],
    ]);
    expect(archived.items[0].sections[1].gallery.title).toBe('Săptămâna Verde 2025-2026');
    expect(await archive('2026-2027')).toEqual({ items: [] });

    // Re-tagged with the current year, a section is back on its page.
    await editor.put(`/api/content/pages/${green.id}`, {
      key: 'activitati/saptamana-verde',
      title: 'Săptămâna Verde',
      status: 'PUBLISHED',
      sections: [section('Săptămâna Verde 2026-2027', '2026-2027'), section('Săptămâna Verde 2025-2026', '2026-2027')],
    });
    expect(titles(await read('activitati/saptamana-verde'))).toEqual(['Săptămâna Verde 2026-2027', 'Săptămâna Verde 2025-2026']);
  });

  it('counts at the next rollover only the sections it moves', async () => {
    site.clock.advance(365 * 86_400_000);
    const started = await json(await (await site.signedIn('ADMIN')).post(ROLLOVER));
    expect(started).toEqual({ schoolYear: '2027-2028', archived: { news: 0, galleries: 0, documents: 0, events: 0, sections: 2 } });
    expect(titles(await json(await site.client().get('/api/content/pages/activitati/saptamana-verde')))).toEqual([]);
  });

  it('answers a missing or malformed school year with a clear message', async () => {
    for (const query of ['', '?schoolYear=2025']) {
      const answer = await site.client().get(`/api/content/archive/sections${query}`);
      expect(answer.status).toBe(400);
      expect(await json(answer)).toEqual({ message: 'School year must be written like 2024-2025.' });
    }
  });
});
