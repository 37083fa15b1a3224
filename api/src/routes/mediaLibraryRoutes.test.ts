// The media library: editors list, read, describe and delete; a file content uses is kept (409);
// every write is in the audit log.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { json } from '../testing/apiClient';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

const storedPath = (url: string) => join(api.config.media.directory, url.slice('/api/media/files/'.length));

it('lets only editors read, change and delete, with the XSRF header', async () => {
  const manager = await api.signedIn('MANAGER');
  const { id } = await json(await upload(manager, 'a.pdf', pdfDocument()));
  const anonymous = api.client();
  await anonymous.get('/api/user/me');
  const user = await api.signedIn('USER');
  for (const [client, status] of [
    [anonymous, 401],
    [user, 403],
  ] as const) {
    expect((await client.get('/api/media')).status).toBe(status);
    expect((await client.get(`/api/media/${id}`)).status).toBe(status);
    expect((await client.put(`/api/media/${id}`, { alt: 'x' })).status).toBe(status);
    expect((await client.delete(`/api/media/${id}`)).status).toBe(status);
  }
  expect((await manager.put(`/api/media/${id}`, { alt: 'x' }, { xsrf: false })).status).toBe(403);
  expect((await manager.delete(`/api/media/${id}`, { xsrf: false })).status).toBe(403);
  const admin = await api.signedIn('ADMIN');
  expect((await admin.put(`/api/media/${id}`, { alt: 'Regulament' })).status).toBe(200);
  expect((await admin.delete(`/api/media/${id}`)).status).toBe(200);
});

it('lists newest first, by name or alt without regard to case or diacritics, by kind and missing alt text, in pages', async () => {
  const manager = await api.signedIn('MANAGER');
  const image = await json(await upload(manager, 'Serbare.png', await pngImage(50, 50)));
  api.clock.advance(1000);
  const described = await json(await upload(manager, 'Elevi.png', await pngImage(50, 50), { alt: 'Elevii în curtea școlii' }));
  api.clock.advance(1000);
  const decorative = await json(await upload(manager, 'chenar.png', await pngImage(50, 50), { decorative: 'true' }));
  api.clock.advance(1000);
  const pdf = await json(await upload(manager, 'Orar.pdf', pdfDocument()));

  const ids = async (query: string) => (await json(await manager.get(`/api/media${query}`))).items.map((item: { id: number }) => item.id);
  expect((await ids('')).slice(0, 4)).toEqual([pdf.id, decorative.id, described.id, image.id]);
  expect(await ids('?q=CURTEA%20SCOLII')).toEqual([described.id]);
  expect(await ids('?q=serbare')).toEqual([image.id]);
  expect(await ids('?kind=DOCUMENT&q=orar')).toEqual([pdf.id]);
  expect(await ids('?missingAlt=true&q=.png')).toEqual([image.id]);
  const page = await json(await manager.get('/api/media?kind=IMAGE&page=2&pageSize=2'));
  expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
  expect(page.items.map((item: { id: number }) => item.id)).toEqual([image.id]);
  expect((await manager.get('/api/media?pageSize=1000')).status).toBe(400);
  expect((await manager.get('/api/media?kind=VIDEO')).status).toBe(400);
});

it('lists the files not used anywhere: the photo of a post left unsaved, not the one a gallery shows', async () => {
  const manager = await api.signedIn('MANAGER');
  const shown = await json(await upload(manager, 'IMG_1233.jpg', await pngImage(40, 40)));
  const abandoned = await json(await upload(manager, 'IMG_1234.jpg', await pngImage(40, 40)));
  const gallery = await manager.post('/api/content/galleries', { title: 'Toamna', schoolYear: '2026-2027', photos: [{ id: shown.id, alt: 'Frunze' }] });
  expect(gallery.status).toBe(201);
  const unused = await json(await manager.get('/api/media?unused=true&q=IMG_123'));
  expect(unused.items.map((item: { id: number }) => item.id)).toEqual([abandoned.id]);
  expect(unused.total).toBe(1);
  expect((await json(await manager.get('/api/media?unused=false&q=IMG_123'))).total).toBe(2);
  expect((await manager.get('/api/media?unused=yes')).status).toBe(400);
});

it('changes alt text and the decorative flag, refuses bad values, and records every write', async () => {
  const manager = await api.signedIn('MANAGER');
  await json(await upload(manager, 'Sala de sport.png', await pngImage(60, 40)));
  await api.app.media.background.idle();
  const media = (await json(await manager.get('/api/media?q=sala'))).items[0];
  const changed = await manager.put(`/api/media/${media.id}`, { alt: '  Sala de sport  ', decorative: false });
  expect(changed.status).toBe(200);
  expect(await json(changed)).toMatchObject({ id: media.id, alt: 'Sala de sport', decorative: false, variants: media.variants });
  expect((await manager.put(`/api/media/${media.id}`, { alt: 'x'.repeat(501) })).status).toBe(400);
  expect((await manager.put(`/api/media/${media.id}`, { decorative: 'yes' })).status).toBe(400);
  expect((await manager.put('/api/media/999999', { alt: 'x' })).status).toBe(404);
  const log = await api.db.selectFrom('audit_log').selectAll().where('item_type', '=', 'media').where('item_id', '=', String(media.id)).orderBy('id').execute();
  expect(log.map((row) => row.action)).toEqual(['UPLOAD', 'UPDATE']);
  expect(JSON.parse(log[1]!.changes)).toEqual([{ field: 'alt', label: 'alt text', kind: 'text', before: '', after: 'Sala de sport' }]);
});

it('keeps a file content uses (409), and otherwise removes the row and every file', async () => {
  const manager = await api.signedIn('MANAGER');
  const media = await json(await upload(manager, 'Echipa.png', await pngImage(700, 300)));
  await api.app.media.background.idle();
  const { variants } = await json(await manager.get(`/api/media/${media.id}`));
  const files = [media.url, ...variants.map((variant: { url: string }) => variant.url)];
  expect(files.every((url) => existsSync(storedPath(url)))).toBe(true);

  await api.db.insertInto('media_usages').values({ media_id: media.id, owner_type: 'gallery', owner_id: 4, visible_from: null }).execute();
  const refused = await manager.delete(`/api/media/${media.id}`);
  expect(refused.status).toBe(409);
  expect((await json(refused)).message).toBe('This file is used by 1 item; remove it from them before deleting it.');

  await api.db.deleteFrom('media_usages').where('media_id', '=', media.id).execute();
  const deleted = await manager.delete(`/api/media/${media.id}`);
  expect(deleted.status).toBe(200);
  expect(await deleted.text()).toBe('Media deleted.');
  expect((await manager.get(`/api/media/${media.id}`)).status).toBe(404);
  expect(files.filter((url) => existsSync(storedPath(url)))).toEqual([]);
  const actions = await api.db.selectFrom('audit_log').select('action').where('item_id', '=', String(media.id)).where('item_type', '=', 'media').execute();
  expect(actions.map((row) => row.action)).toEqual(['UPLOAD', 'DELETE']);
});
