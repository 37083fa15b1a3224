import { startTestApi, type TestApi } from '../testing/startTestApi';
import type { ApiClient } from '../testing/apiClient';

let api: TestApi;
let manager: ApiClient;

beforeAll(async () => {
  api = await startTestApi({ seed: false, config: { publicSiteUrl: 'https://scoala.example' } });
  manager = await api.signedIn('MANAGER');
});
afterAll(() => api.close());

const post = (over: Record<string, unknown>) => ({ place: 'Valea Florilor', body: '<p>Elevii &amp; profesorii <em>sărbătoresc</em></p>', status: 'PUBLISHED', ...over });

describe('GET /api/content/news/rss.xml', () => {
  it('lists the published news as RSS 2.0, newest first, with absolute links and escaped text', async () => {
    expect((await manager.post('/api/content/news', post({ title: 'Ziua Școlii', date: '2025-05-20' }))).status).toBe(201);
    expect((await manager.post('/api/content/news', post({ title: 'Serbarea <de> Crăciun', date: '2025-12-19' }))).status).toBe(201);
    expect((await manager.post('/api/content/news', post({ title: 'Ciornă', date: '2026-01-10', status: 'DRAFT' }))).status).toBe(201);

    const answer = await api.client().get('/api/content/news/rss.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Serbarea &lt;de&gt; Crăciun', 'Ziua Școlii']);
    expect(xml).toContain('<link>https://scoala.example/noutati/ziua-scolii</link>');
    expect(xml).toContain('<description>Elevii &amp; profesorii sărbătoresc</description>');
    expect(xml).not.toContain('Ciornă');
  });

  it.each([
    ['Host', 'evil.example'],
    ['X-Forwarded-Host', 'evil.example'],
  ])('links to the site\'s configured address whatever %s the request names', async (header, value) => {
    expect((await manager.post('/api/content/news', post({ title: 'Tabăra de vară', date: '2026-06-20' }))).status).toBe(201);
    const answer = await api.client().get('/api/content/news/rss.xml', { headers: { [header]: value } });
    expect(answer.status).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain('<link>https://scoala.example/noutati/tabara-de-vara</link>');
    expect(xml).toContain('<atom:link href="https://scoala.example/api/content/news/rss.xml"');
    expect(xml).not.toContain('evil.example');
  });
});
