import { contentMessages } from '@school/shared/messages/content';
import { json, type ApiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';

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

const search = async (q: string) => (await json(await api.client().get(`/api/search?q=${encodeURIComponent(q)}`))).results;

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
    expect(trip.snippet).toContain('Sinaia');
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

  it('refuses a query without two letters or digits', async () => {
    const response = await api.client().get('/api/search?q=%20a%20');
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(contentMessages.query);
  });
});
