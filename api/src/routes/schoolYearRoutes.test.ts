import { contentHealthMessages as m } from '@school/shared/messages/content-health';
import { json, type ApiClient } from '../testing/apiClient';
import { auditOf } from '../testing/contentFixtures';
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
    expect(await json(started)).toEqual({ schoolYear: '2026-2027', archived: { news: 1, galleries: 1, documents: 1 } });
    expect((await auditOf(api.db, 'school-year', '2026-2027' as unknown as number)).map((a) => a.action)).toEqual(['UPDATE']);

    const titles = async (path: string, client: ApiClient = api.client()) => (await json(await client.get(path))).items.map((item: { title: string }) => item.title);
    expect(await titles('/api/content/news?schoolYear=2024-2025')).toEqual(['Serbarea']);
    expect(await titles('/api/content/news')).toEqual([]);
    expect(await titles('/api/content/news', manager)).toEqual(['Serbarea']);
    expect(await titles('/api/content/galleries')).toEqual(['Balul bobocilor']);
    expect(await titles('/api/content/galleries?schoolYear=2025-2026')).toEqual(['Carnaval']);

    expect(await renewals()).toEqual([{ kind: 'renew-page', message: m.renewPage('Înscrierea', '2026-2027'), itemType: 'page', itemId: enrolment.id, link: '/admin/pages' }]);
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
