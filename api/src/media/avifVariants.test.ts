// AVIF variants come after the upload's answer: they wait for the uploads being processed, but
// never longer than a bounded delay, and an API that starts makes those a crash left unmade.
import { buildApp } from '../app';
import { json } from '../testing/apiClient';
import { pngImage, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { until } from '../testing/until';
import type { ApiClient } from '../testing/apiClient';
import { loadMediaConfig } from './mediaConfig';

let api: TestApi;
let manager: ApiClient;

beforeAll(async () => {
  // Two images at once, so an upload is answered while another job holds the queue.
  api = await startTestApi({ seed: false, config: { media: { ...loadMediaConfig({}), concurrency: 2, avifMaxWaitMs: 100 } } });
  manager = await api.signedIn('MANAGER');
}, 30_000);
afterAll(() => api.close(), 30_000);

const avifWidths = async (mediaId: number) =>
  (await api.db.selectFrom('media_variants').select('width').where('media_id', '=', mediaId).where('format', '=', 'avif').orderBy('width').execute()).map((row) => row.width);

async function uploadPhoto(name: string): Promise<{ id: number; variants: { format: string; width: number }[] }> {
  const response = await upload(manager, name, await pngImage(700, 400));
  expect(response.status).toBe(201);
  return json(response);
}

it('makes the AVIF variants while uploads keep the processing queue busy', async () => {
  let release = () => {};
  const busy = api.app.media.processing.run(() => new Promise<void>((resolve) => (release = resolve)));
  try {
    const photo = await uploadPhoto('during-a-busy-hour.png');
    expect(photo.variants.map((variant) => variant.format)).not.toContain('avif');
    await until(async () => (await avifWidths(photo.id)).length > 0, 'its AVIF variants made', 15_000);
    expect(await avifWidths(photo.id)).toEqual([320, 640, 700]);
  } finally {
    release();
    await busy;
  }
}, 30_000);

it('an API that starts makes the AVIF variants a crash left unmade, from the stored image', async () => {
  const photo = await uploadPhoto('before-the-crash.png');
  await api.app.media.background.idle();
  // What a crash between the answer and the AVIF leaves: the upload's row, files and WebP/JPEG only.
  await api.db.deleteFrom('media_variants').where('media_id', '=', photo.id).where('format', '=', 'avif').execute();

  const restarted = await buildApp({ db: api.db, config: api.config, logger: false });
  try {
    await restarted.ready();
    await until(async () => (await avifWidths(photo.id)).length > 0, 'its AVIF variants made', 15_000);
    expect(await avifWidths(photo.id)).toEqual([320, 640, 700]);
    const served = await manager.get(`/api/media/${photo.id}`);
    const avif = (await json(served)).variants.filter((variant: { format: string }) => variant.format === 'avif');
    for (const variant of avif) expect((await manager.get(variant.url)).headers.get('content-type')).toBe('image/avif');
  } finally {
    await restarted.close();
  }
}, 30_000);
