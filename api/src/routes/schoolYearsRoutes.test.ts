// GET /api/content/school-years: the years the content items have, for the admin lists' filters.
import { json } from '../testing/apiClient';
import { withEditorsTestApi } from '../testing/testApiSetup';

const t = withEditorsTestApi();

const PATH = '/api/content/school-years';

describe('GET /api/content/school-years', () => {
  it('answers each year a news post, gallery, document or event has, drafts included and the trash left out, newest first', async () => {
    expect(await json(await t.manager.get(PATH))).toEqual([]);
    await t.manager.post('/api/content/news', { title: 'Serbarea', place: 'Valea Florilor', date: '2021-05-20', body: '<p>x</p>' });
    await t.manager.post('/api/content/galleries', { title: 'Carnaval', schoolYear: '2014-2015', photos: [], status: 'PUBLISHED' });
    await t.manager.post('/api/content/documents', { title: 'Calendar', url: 'https://example.org/c.pdf', category: 'other', schoolYear: '2020-2021', publishedOn: '2021-09-10' });
    await t.manager.post('/api/content/events', { title: 'Olimpiada', start: '2008-03-01', category: 'competition' });
    const binned = await json(await t.manager.post('/api/content/galleries', { title: 'Bal', schoolYear: '2010-2011', photos: [] }));
    await t.manager.delete(`/api/content/galleries/${binned.id}`);
    expect(await json(await t.manager.get(PATH))).toEqual(['2020-2021', '2014-2015', '2007-2008']);
  });

  it('is for editors only', async () => {
    expect((await t.api.client().get(PATH)).status).toBe(401);
    expect((await t.user.get(PATH)).status).toBe(403);
  });
});
