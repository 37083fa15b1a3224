// A school added in the console starts with what its editors need (starterContent.ts): About us
// under its name, and every fixed page the public menu links to as an empty draft, its own; the
// sample school's content the install holds is never one of them. A platform runs on PostgreSQL
// only (platformDatabase.ts), so these run there.
import seed from '../db/seed/contentSeed.json';
import { json, type ApiClient } from '../testing/apiClient';
import { startPlatformTestApi, type PlatformTestApi } from '../testing/schoolsFixture';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('a new school’s starter content', () => {
  let t: PlatformTestApi;
  let admin: ApiClient;
  let schoolId: number;
  const host = 'scoala7.test';
  const name = 'Școala Gimnazială nr. 7 „Ion Creangă”';

  beforeAll(async () => {
    // The install holds the sample school's content (the seed) beside the platform's schools.
    t = await startPlatformTestApi({ seedContent: true });
    const added = await t.addSchool(name, [host]);
    schoolId = added.school.id;
    admin = (await t.accept(added.invitationUrl, 'director7')).client;
  }, 60_000);
  afterAll(() => t.api.close());

  const fixedPages = seed.pages.map(({ key, title }) => ({ key, title }));

  it('has About us under the school’s name, the rest left for its ADMIN to fill in', async () => {
    const aboutUs = await json(await t.visitor(host).get('/api/school/about-us'));
    expect(aboutUs).toMatchObject({ name, description: '', history: '', email: '', phone: '' });
    expect((await json(await admin.get('/api/school/about-us'))).name).toBe(name);
  });

  it('lists every fixed page of the public menu to its editors, each an empty draft', async () => {
    const pages: { key: string; title: string; status: string; sections: unknown[] }[] = (await json(await admin.get('/api/content/pages?pageSize=100'))).items;
    expect(pages.map(({ key, title }) => ({ key, title })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      [...fixedPages].sort((a, b) => a.key.localeCompare(b.key)),
    );
    for (const page of pages) expect(page).toMatchObject({ status: 'DRAFT', sections: [] });
    // A visitor meets each page's empty state (a draft is 404) until an editor publishes it.
    for (const { key } of fixedPages) expect((await t.visitor(host).get(`/api/content/pages/${key}`)).status).toBe(404);
    const attention: { kind: string }[] = await json(await admin.get('/api/content/health'));
    expect(attention.filter((entry) => entry.kind === 'draft')).toHaveLength(fixedPages.length);
  });

  it('holds nothing of the sample school: no news, events, documents, galleries, media, staff or search results', async () => {
    const visitor = t.visitor(host);
    for (const collection of ['news', 'events', 'documents', 'galleries']) {
      expect((await json(await admin.get(`/api/content/${collection}`))).items).toEqual([]);
      expect((await json(await visitor.get(`/api/content/${collection}`))).items).toEqual([]);
    }
    expect((await json(await admin.get('/api/media'))).items).toEqual([]);
    for (const list of ['teachers', 'subjects', 'classes']) expect(await json(await visitor.get(`/api/school/${list}`))).toEqual([]);
    expect((await json(await visitor.get(`/api/search?q=${encodeURIComponent('Eminescu')}`))).results).toEqual([]);
    // The sample school's news are in the database all the while (outside every school, the console's view).
    expect((await t.api.db.selectFrom('news_posts').select('id').execute()).length).toBeGreaterThan(0);
  });

  it('gives each school its own pages: one school publishing its home page leaves another’s a draft', async () => {
    const other = await t.addSchool('Liceul Teoretic nr. 2', ['liceul2.test']);
    const home: { id: number } = (await json(await admin.get('/api/content/pages?pageSize=100'))).items.find((page: { key: string }) => page.key === 'home');
    const published = await admin.put(`/api/content/pages/${home.id}`, {
      key: 'home',
      title: 'Acasă',
      status: 'PUBLISHED',
      sections: [{ kind: 'richText', title: 'Bine ați venit', body: '<p>Prima zi de școală.</p>' }],
    });
    expect(published.status).toBe(200);
    expect((await json(await t.visitor(host).get('/api/content/pages/home'))).sections[0]).toMatchObject({ title: 'Bine ați venit' });
    expect((await t.visitor('liceul2.test').get('/api/content/pages/home')).status).toBe(404);
    expect((await json(await t.visitor('liceul2.test').get('/api/school/about-us'))).name).toBe('Liceul Teoretic nr. 2');
    expect(other.school.id).not.toBe(schoolId);
  });

  it('names the operator who added the school as the pages’ author in the school’s audit log', async () => {
    const entries: { actor: { username: string }; action: string; itemType: string }[] = (await json(await admin.get('/api/audit-log?pageSize=100'))).items;
    const created = entries.filter((entry) => entry.itemType === 'page' && entry.action === 'CREATE');
    expect(created).toHaveLength(fixedPages.length);
    expect(new Set(created.map((entry) => entry.actor.username))).toEqual(new Set(['operator']));
  });
});
