// What GET /api/audit-log answers of a change: typed by the field's declared kind, in words, with
// no markup and no ids; and an entry an older version wrote ({ field: [before, after] }) still read.
import { json, type ApiClient } from '../testing/apiClient';
import { insertTestMedia } from '../testing/contentFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
let admin: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signedIn('ADMIN');
});
afterAll(() => api.close());

const latest = async (itemType: string) => (await json(await admin.get(`/api/audit-log?itemType=${itemType}&pageSize=1`))).items[0];

it('a news post updated (title, body, status, photos): each change with its kind and label, no markup, no ids', async () => {
  const [first, second] = [await insertTestMedia(api.db), await insertTestMedia(api.db)];
  const post = { title: 'Ziua Pământului', date: '2026-04-22', body: '<p>Elevii au plantat copaci.</p>', images: [{ id: first.id, alt: 'Elevi la plantat', showsPupils: true }] };
  const created = await json(await admin.post('/api/content/news', post));
  const updated = await admin.put(`/api/content/news/${created.id}`, {
    ...post,
    title: 'Ziua Pământului 2026',
    body: '<p>Elevii au plantat <strong>40</strong> de copaci.</p>',
    status: 'PUBLISHED',
    images: [{ id: first.id, alt: 'Elevi la plantat', showsPupils: true, consentConfirmed: true }, { id: second.id, alt: 'Copacii', decorative: false }],
  });
  expect(updated.status).toBe(200);

  const entry = await latest('news');
  expect(entry).toMatchObject({ action: 'UPDATE', itemLabel: 'Ziua Pământului 2026' });
  expect(entry.changes).toEqual([
    { field: 'title', label: 'title', kind: 'text', before: 'Ziua Pământului', after: 'Ziua Pământului 2026' },
    { field: 'body', label: 'body', kind: 'richText', change: 'changed' },
    {
      field: 'images',
      label: 'photos',
      kind: 'photoList',
      noun: { one: 'photo', many: 'photos' },
      before: 1,
      after: 2,
      reordered: false,
      changedAt: [],
      flags: [{ photo: 'Elevi la plantat', flag: 'consentConfirmed', set: true }],
    },
    { field: 'status', label: 'status', kind: 'enum', before: 'Draft', after: 'Published' },
  ]);
  const text = JSON.stringify(entry.changes);
  expect(text).not.toMatch(/<|>/);
  for (const id of [first.id, second.id]) expect(text).not.toContain(`"id":${id}`);
});

it("a document's file is a reference: said as changed, never by its id", async () => {
  const [first, second] = [await insertTestMedia(api.db, 'DOCUMENT'), await insertTestMedia(api.db, 'DOCUMENT')];
  const document = { title: 'Regulament', file: { id: first.id }, category: 'regulations', schoolYear: '2026-2027', publishedOn: '2026-09-01' };
  const created = await json(await admin.post('/api/content/documents', document));
  expect((await admin.put(`/api/content/documents/${created.id}`, { ...document, file: { id: second.id }, category: 'other' })).status).toBe(200);
  expect((await latest('document')).changes).toEqual([
    { field: 'file', label: 'file', kind: 'reference', change: 'changed', before: null, after: null },
    { field: 'category', label: 'category', kind: 'enum', before: 'Regulations', after: 'Other' },
  ]);
});

describe('entries an older version wrote ({ field: [before, after] })', () => {
  const insertOld = (changes: string) =>
    api.db
      .insertInto('audit_log')
      .values({ at: api.clock.now(), actor_id: null, actor_username: 'seed', action: 'UPDATE', item_type: 'about-us', item_id: '1', item_label: 'About us', changes })
      .execute();

  it('reads each plain value as text, anything else only as added, changed or removed, a secret as changed', async () => {
    await insertOld(
      JSON.stringify({
        id: [null, 3],
        schoolYear: ['2025-2026', '2026-2027'],
        yearsOfService: [3, 4],
        body: ['<p>A</p>', '<p>B</p>'],
        images: [[], [{ id: 4, alt: 'x' }]],
        subject: [{ id: 1 }, null],
        password: ['***', '***'],
      }),
    );
    expect((await latest('about-us')).changes).toEqual([
      { field: 'schoolYear', label: 'school year', kind: 'text', before: '2025-2026', after: '2026-2027' },
      { field: 'yearsOfService', label: 'years of service', kind: 'text', before: '3', after: '4' },
      { field: 'body', label: 'body', kind: 'other', change: 'changed' },
      { field: 'images', label: 'images', kind: 'other', change: 'added' },
      { field: 'subject', label: 'subject', kind: 'other', change: 'removed' },
      { field: 'password', label: 'password', kind: 'secret' },
    ]);
  });

  it('answers a row it cannot read as one without changes, never a 500', async () => {
    await insertOld('not json');
    const response = await admin.get('/api/audit-log?itemType=about-us&pageSize=1');
    expect(response.status).toBe(200);
    expect((await json(response)).items[0].changes).toEqual([]);
  });
});
