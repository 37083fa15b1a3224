// Two schools on one PostgreSQL: what one school's editors write, the other school never lists,
// opens, changes, finds in search or sees in its audit log, whatever id it asks for; and each
// school has its own keys (the same slug, the same subject). The school comes from the request's
// host alone (schoolContext.ts), and the row-level policies hold it for every query.
// SQLite is one school's install (docs/decisions.md): these run on PostgreSQL only.
import { fixedPages } from '../db/seed/contentSeed';
import { json, type ApiClient } from '../testing/apiClient';
import { withTwoSchools, type PlatformTestApi } from '../testing/schoolsFixture';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two schools on one PostgreSQL', () => {
  const schools = withTwoSchools();
  let t: PlatformTestApi;
  let scoala5: ApiClient;
  let avram: ApiClient;
  beforeAll(() => {
    ({ t, first: { admin: scoala5 }, second: { admin: avram } } = schools);
  });

  it('keeps a school’s news and events to it: the other lists nothing, and every id of them answers 404', async () => {
    const news = await json(await scoala5.post('/api/content/news', { title: 'Serbarea de iarnă', place: 'Sala de sport', date: '2026-12-18', body: '<p>Colinde</p>', status: 'PUBLISHED' }));
    const event = await json(await scoala5.post('/api/content/events', { title: 'Ședința cu părinții', start: '2026-12-10T17:30', category: 'parent-meeting', status: 'PUBLISHED' }));

    for (const client of [avram, t.visitor('avram.test')]) {
      expect((await json(await client.get('/api/content/news'))).items).toEqual([]);
      expect((await json(await client.get('/api/content/events'))).items).toEqual([]);
      expect((await client.get(`/api/content/news/${news.slug}`)).status).toBe(404);
      expect((await client.get(`/api/content/events/by-slug/${event.slug}`)).status).toBe(404);
    }
    expect((await avram.get(`/api/content/news/${news.id}`)).status).toBe(404);
    expect((await avram.put(`/api/content/news/${news.id}`, { title: 'Preluat', place: 'x', date: '2026-12-18', body: '<p>x</p>' })).status).toBe(404);
    expect((await avram.delete(`/api/content/events/${event.id}`)).status).toBe(404);
    expect(await (await t.visitor('avram.test').get('/api/calendar.ics')).text()).not.toContain('Ședința');

    // Its own school still has them, unchanged.
    expect((await json(await t.visitor('scoala5.test').get('/api/content/news'))).items.map((item: { title: string }) => item.title)).toEqual(['Serbarea de iarnă']);
    expect(await json(await scoala5.get(`/api/content/events/${event.id}`))).toMatchObject({ title: 'Ședința cu părinții' });
  });

  it('counts each school’s own content in the console’s health table', async () => {
    const schools: { name: string; health: { attention: number; emptyLegalSections: number; lastPublishAt: number | null } }[] = await json(await t.operator.get('/api/platform/schools'));
    const health = (name: string) => schools.find((school) => school.name === name)!.health;
    expect(health('Școala Gimnazială nr. 5').lastPublishAt).toEqual(expect.any(Number));
    expect(health('Liceul Teoretic Avram Iancu').lastPublishAt).toBeNull();
    // No school has a document in any of the seven public-information categories yet.
    for (const name of ['Școala Gimnazială nr. 5', 'Liceul Teoretic Avram Iancu']) expect(health(name).emptyLegalSections).toBe(7);
    // Its attention: those seven, and its starter pages, drafts until its editors publish them.
    expect(health('Liceul Teoretic Avram Iancu').attention).toBe(7 + fixedPages.length);
  });

  it('finds a school’s words in its own search only, and shows its writes in its own audit log only', async () => {
    const found = (host: string) => t.visitor(host).get(`/api/search?q=${encodeURIComponent('serbarea')}`).then(json);
    expect((await found('scoala5.test')).results.map((result: { title: string }) => result.title)).toContain('Serbarea de iarnă');
    expect((await found('avram.test')).results).toEqual([]);

    const labels = async (client: ApiClient) => (await json(await client.get('/api/audit-log'))).items.map((entry: { itemLabel: string }) => entry.itemLabel);
    expect(await labels(scoala5)).toEqual(expect.arrayContaining(['Serbarea de iarnă', 'Ședința cu părinții']));
    expect(await labels(avram)).not.toEqual(expect.arrayContaining(['Serbarea de iarnă']));
    expect(await labels(avram)).not.toContain('Ședința cu părinții');
  });

  it('gives each school its own keys: the same news title makes the same address, the same subject is allowed', async () => {
    const post = { title: 'Ziua școlii', place: 'Curtea școlii', date: '2026-11-20', body: '<p>Program</p>', status: 'PUBLISHED' };
    const here = await json(await scoala5.post('/api/content/news', post));
    const there = await json(await avram.post('/api/content/news', post));
    expect(there.slug).toBe(here.slug);
    for (const client of [scoala5, avram]) expect((await client.post('/api/school/subjects', { name: 'Chimie' })).status).toBe(201);
    expect((await json(await t.visitor('avram.test').get('/api/school/subjects'))).map((subject: { name: string }) => subject.name)).toEqual(['Chimie']);
  });

  it('gives each school its own principal and its own register of requests, numbered from 1', async () => {
    for (const client of [scoala5, avram]) {
      const subject = await json(await client.post('/api/school/subjects', { name: 'Istorie' }));
      const principal = { firstName: 'Maria', lastName: 'Popescu', gender: 'FEMALE', position: 'PRINCIPAL', subject: { id: subject.id }, degree: 'I', yearsOfService: 20 };
      expect((await client.post('/api/school/teachers', principal)).status).toBe(201);
    }
    const request = { kind: 'PUBLIC_INFORMATION_REQUEST', name: 'Ana Pop', email: 'parinte@example.ro', request: 'Bugetul pe 2026.' };
    for (const host of ['scoala5.test', 'avram.test']) expect((await t.visitor(host).post('/api/messages', request)).status).toBe(201);
    const numbers = async (client: ApiClient) => (await json(await client.get('/api/messages'))).items.map((message: { registrationNumber: string }) => message.registrationNumber);
    expect(await numbers(scoala5)).toEqual(await numbers(avram));
    expect(await numbers(avram)).toHaveLength(1);
  });
});
