// Serving the stored files: visible to everyone only while public content uses them (404
// otherwise), immutable caching, no sniffing or scripts, ranges, and documents' original names.
import sharp from 'sharp';
import { json } from '../testing/apiClient';
import { officeDocuments, pdfDocument, photoWithGps, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

const use = (mediaId: number, visibleFrom: number | null, ownerId = 1) =>
  api.db.insertInto('media_usages').values({ media_id: mediaId, owner_type: 'news', owner_id: ownerId, visible_from: visibleFrom }).execute();

it('serves a file to anonymous visitors and USERs only while public content uses it, to editors always; 404 otherwise', async () => {
  const manager = await api.signedIn('MANAGER');
  const media = await json(await upload(manager, 'poza.jpg', await photoWithGps(400, 300)));
  const urls: string[] = [media.url, ...media.variants.map((variant: { url: string }) => variant.url)];
  const anonymous = api.client();
  const user = await api.signedIn('USER');
  const statuses = async (client: typeof anonymous) => Promise.all(urls.map(async (url) => (await client.get(url)).status));

  expect(await statuses(anonymous)).toEqual(urls.map(() => 404));
  expect(await statuses(user)).toEqual(urls.map(() => 404));
  const forEditor = await manager.get(media.url);
  expect(forEditor.status).toBe(200);
  expect(forEditor.headers.get('cache-control')).toBe('private, no-store');
  expect(await statuses(await api.signedIn('ADMIN'))).toEqual(urls.map(() => 200));

  await use(media.id, null);
  await use(media.id, api.clock.now() + 60_000, 2);
  expect(await statuses(anonymous)).toEqual(urls.map(() => 404));
  api.clock.advance(60_000);
  expect(await statuses(anonymous)).toEqual(urls.map(() => 200));
  expect(await statuses(user)).toEqual(urls.map(() => 200));

  const answer = await anonymous.get(media.url);
  expect(answer.headers.get('content-type')).toBe('image/jpeg');
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('jpeg');
  const etag = answer.headers.get('etag')!;
  expect((await anonymous.get(media.url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  expect((await anonymous.get('/api/media/files/0000-missing.webp')).status).toBe(404);
  expect((await anonymous.get('/api/media/files/..%2F..%2Fschool.db')).status).toBe(404);
});

it('answers ranges with 206 and a PDF inline (it opens in the tab its link opens), named with its diacritics', async () => {
  const manager = await api.signedIn('MANAGER');
  const pdf = pdfDocument();
  const media = await json(await upload(manager, 'Regulament școlar – 2025.pdf', pdf));
  expect(media).toMatchObject({ kind: 'DOCUMENT', mimeType: 'application/pdf', sizeBytes: pdf.length, width: null, variants: [] });
  await use(media.id, 0, 3);
  const anonymous = api.client();

  const whole = await anonymous.get(media.url);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-type')).toBe('application/pdf');
  expect(whole.headers.get('content-disposition')).toBe(
    `inline; filename="Regulament scolar _ 2025.pdf"; filename*=UTF-8''Regulament%20%C8%99colar%20%E2%80%93%202025.pdf`,
  );
  // Shown by the browser, never run: no sniffing, no script, no form, no plugin.
  expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
  expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(Buffer.from(await whole.arrayBuffer())).toEqual(pdf);

  const part = await anonymous.get(media.url, { headers: { range: 'bytes=0-7' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 0-7/${pdf.length}`);
  expect(await part.text()).toBe('%PDF-1.4');
  const tail = await anonymous.get(media.url, { headers: { range: 'bytes=-6' } });
  expect(await tail.text()).toBe('%%EOF\n');
  const outside = await anonymous.get(media.url, { headers: { range: `bytes=${pdf.length}-` } });
  expect(outside.status).toBe(416);
  expect(outside.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
});

it.each(officeDocuments())('sends an office file (%s) as a download, which its link says', async (name, bytes) => {
  const manager = await api.signedIn('MANAGER');
  const media = await json(await upload(manager, name, bytes));
  await use(media.id, 0, 3);
  const answer = await api.client().get(media.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
});
