// The API with MEDIA_STORAGE=s3, against an S3-compatible emulator (s3rver) on loopback: uploads
// land in the bucket, are served with ranges, and deleting removes the objects.
import { json } from '../testing/apiClient';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { startS3Server, type TestS3Server } from '../testing/s3Server';
import { startTestApi, type TestApi } from '../testing/startTestApi';

let s3: TestS3Server;
let api: TestApi;

beforeAll(async () => {
  s3 = await startS3Server();
  api = await startTestApi({ seed: false, config: { media: s3.settings } });
});
afterAll(async () => {
  await api.close();
  await s3.close();
});

it('stores uploads in the bucket, serves them, and deletes them', async () => {
  const manager = await api.signedIn('MANAGER');
  const image = await json(await upload(manager, 'poza.png', await pngImage(400, 300)));
  const pdf = await json(await upload(manager, 'Orar.pdf', pdfDocument()));
  await api.app.media.background.idle();
  expect(await s3.keys()).toEqual(expect.arrayContaining([pdf.url, image.url].map((url: string) => `media/${url.split('/').pop()}`)));

  const part = await manager.get(pdf.url, { headers: { range: 'bytes=0-3' } });
  expect(part.status).toBe(206);
  expect(await part.text()).toBe('%PDF');
  expect((await manager.get(image.url)).headers.get('content-type')).toBe('image/jpeg');

  expect((await manager.delete(`/api/media/${image.id}`)).status).toBe(200);
  expect((await manager.delete(`/api/media/${pdf.id}`)).status).toBe(200);
  expect(await s3.keys()).toEqual([]);
});
