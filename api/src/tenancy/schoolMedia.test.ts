// Media per school: a school's files are stored under its prefix, served on its hosts only, and
// counted against its quota, with a clear message once it is full.
import { json } from '../testing/apiClient';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { withTwoSchools, type PlatformTestApi } from '../testing/schoolsFixture';
import type { ApiClient } from '../testing/apiClient';
import { quotaText } from './schoolMedia';

const schools = withTwoSchools();
let t: PlatformTestApi;
let ids: { a: number; b: number };
let adminA: ApiClient;
let adminB: ApiClient;
beforeAll(() => {
  ({ t, first: { admin: adminA }, second: { admin: adminB } } = schools);
  ids = { a: schools.first.id, b: schools.second.id };
});

it('stores a school\'s upload under its prefix and serves it on its own hosts only', async () => {
  const response = await upload(adminA, 'regulament.pdf', pdfDocument());
  expect(response.status).toBe(201);
  const media = await json(response);
  const key = new URL(media.url, 'http://a.test').pathname.split('/').pop()!;
  expect(key).toMatch(new RegExp(`^school-${ids.a}-[a-f0-9]{20}-[a-f0-9]{8}\\.pdf$`));
  expect((await t.api.app.media.storage.stat(key))?.size).toBe(pdfDocument().length);

  expect((await adminA.get(`/api/media/files/${key}`)).status).toBe(200);
  // The other school's editor, on their own host, and anyone on another school's host: no such file.
  expect((await adminB.get(`/api/media/files/${key}`)).status).toBe(404);
  expect((await t.visitor('avram.test').get(`/api/media/files/${key}`)).status).toBe(404);
});

it('lists a school\'s library only on its host, and answers another school\'s item 404', async () => {
  const mine = await json(await upload(adminA, 'orar.pdf', pdfDocument()));
  const listedB = await json(await adminB.get('/api/media?pageSize=50'));
  expect(listedB.items.map((item: { id: number }) => item.id)).not.toContain(mine.id);
  expect((await json(await adminA.get('/api/media?pageSize=50'))).items.map((item: { id: number }) => item.id)).toContain(mine.id);
  expect((await adminB.get(`/api/media/${mine.id}`)).status).toBe(404);
  expect((await adminB.put(`/api/media/${mine.id}`, { alt: 'Schimbat' })).status).toBe(404);
  expect((await adminB.delete(`/api/media/${mine.id}`)).status).toBe(404);
  expect((await adminA.get(`/api/media/${mine.id}`)).status).toBe(200);
});

it('says a quota in the units it is set in', () => {
  expect(quotaText(5 * 1024 ** 3)).toBe('5 GB');
  expect(quotaText(512 * 1024 ** 2)).toBe('512 MB');
  expect(quotaText(1536)).toBe('1.5 KB');
});

it('counts a school\'s files in the console, and refuses an upload past its quota with a message', async () => {
  const before = (await json(await t.operator.get('/api/platform/schools'))).find((school: { id: number }) => school.id === ids.b);
  expect(before.health.storageBytes).toBe(0);
  expect((await upload(adminB, 'sigla.png', await pngImage(300, 200))).status).toBe(201);
  const after = (await json(await t.operator.get('/api/platform/schools'))).find((school: { id: number }) => school.id === ids.b);
  expect(after.health.storageBytes).toBeGreaterThan(0);

  await t.api.db.updateTable('schools').set({ quota_bytes: after.health.storageBytes + 100 }).where('id', '=', ids.b).execute();
  const full = await upload(adminB, 'regulament.pdf', pdfDocument());
  expect(full.status).toBe(413);
  expect((await json(full)).message).toMatch(/^This school's storage is full \(\d+(\.\d)? KB\)\. Delete files you no longer use, or ask the platform operator for more space\.$/);
  // Another school's quota is its own.
  expect((await upload(adminA, 'regulament.pdf', pdfDocument())).status).toBe(201);
});
