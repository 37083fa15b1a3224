// The API with MEDIA_STORAGE=s3, against an S3-compatible emulator (s3rver) on loopback: uploads
// land in the bucket, are served with ranges, and deleting removes the objects.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { json } from '../testing/apiClient';
import { pdfDocument, pngImage, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { loadMediaConfig } from './mediaConfig';
import { createS3Storage } from './storage/s3Storage';

let server: S3rver;
let api: TestApi;
let settings: ReturnType<typeof loadMediaConfig>;

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')) });
  const { port } = await server.run();
  settings = loadMediaConfig({
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'school',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'media/',
  });
  await createS3Storage(settings.s3).client.send(new CreateBucketCommand({ Bucket: 'school' }));
  api = await startTestApi({ seed: false, config: { media: settings } });
});
afterAll(async () => {
  await api.close();
  await server.close();
});

it('stores uploads in the bucket, serves them, and deletes them', async () => {
  const { client } = createS3Storage(settings.s3);
  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'school' }))).Contents ?? []).map((object) => object.Key);
  const manager = await api.signedIn('MANAGER');
  const image = await json(await upload(manager, 'poza.png', await pngImage(400, 300)));
  const pdf = await json(await upload(manager, 'Orar.pdf', pdfDocument()));
  await api.app.media.background.idle();
  expect(await keys()).toEqual(expect.arrayContaining([pdf.url, image.url].map((url: string) => `media/${url.split('/').pop()}`)));

  const part = await manager.get(pdf.url, { headers: { range: 'bytes=0-3' } });
  expect(part.status).toBe(206);
  expect(await part.text()).toBe('%PDF');
  expect((await manager.get(image.url)).headers.get('content-type')).toBe('image/jpeg');

  expect((await manager.delete(`/api/media/${image.id}`)).status).toBe(200);
  expect((await manager.delete(`/api/media/${pdf.id}`)).status).toBe(200);
  expect(await keys()).toEqual([]);
});
