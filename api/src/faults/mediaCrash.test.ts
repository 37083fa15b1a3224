// SIGKILL during uploads: the API (bundled, its own process, SQLite and the filesystem storage) is
// killed while one upload is half sent and others are being processed. Afterwards every row's
// files are whole and served after a restart, no unfinished file is ever served, and the sweep
// leaves exactly the files the rows name. The restarted API makes the AVIF variants the crash left unmade.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../db/database';
import { createFileSystemStorage } from '../media/storage/fileSystemStorage';
import { sweepOrphanFiles } from '../media/sweep';
import { imagesWithoutFormat } from '../repositories/pendingVariantsRepository';
import { ApiClient, json } from '../testing/apiClient';
import { pdfDocument, photoWithGps, uploadForm } from '../testing/mediaFixtures';
import { startPartialUpload } from '../testing/partialUpload';
import { until } from '../testing/until';
import { withFaultRig } from './support/faultRig';

const adminPassword = 'media-crash-admin-password';
const rig = withFaultRig('faultServer', { adminPassword });

const mediaDir = () => join(rig.dir, 'media');
const uploadsDir = () => join(rig.dir, 'tmp', 'school-media-uploads');
const start = () => {
  mkdirSync(join(rig.dir, 'tmp'), { recursive: true });
  return rig.start({ env: { MEDIA_DIR: mediaDir(), TMPDIR: join(rig.dir, 'tmp') } });
};

/** Sends the head of a multipart upload and half of its file, then nothing more. */
function startHalfUpload(client: ApiClient, port: number): void {
  startPartialUpload({ port, cookie: client.cookieHeader(), xsrfToken: client.xsrfToken ?? '', fileLength: 2_000_000, sentLength: 1_000_000 });
}

/** Upload files the API is receiving or processing now (a processed upload's file is removed). */
const uploadsInProgress = () =>
  existsSync(uploadsDir()) ? readdirSync(uploadsDir()).filter((name) => statSync(join(uploadsDir(), name)).size > 0).length : 0;

it('leaves no row without its whole file and serves no unfinished file', async () => {
  let api = await start();
  const admin = await rig.signIn(api.url);
  const acknowledged: { id: number; url: string }[] = [];
  const send = async (name: string, bytes: Buffer) => {
    const response = await admin.request('POST', '/api/media', { rawBody: uploadForm(name, bytes) });
    if (response.status === 201) acknowledged.push(await json(response));
  };
  const photo = await photoWithGps(2400, 1600);
  await send('before.pdf', pdfDocument());
  await send('before.jpg', photo);

  startHalfUpload(admin, api.port);
  await until(() => uploadsInProgress() > 0, 'the half upload received');
  const halfOnly = uploadsInProgress();
  const before = acknowledged.length;
  const inFlight = [1, 2, 3, 4].map((n) => send(`during-${n}.jpg`, photo).catch(() => undefined));
  // Killed once photos sent after the half upload are being received or processed.
  await until(() => uploadsInProgress() > halfOnly, 'a photo upload in progress');
  await api.kill();
  await Promise.all(inFlight);
  // The kill came while some of them were in flight: not all were acknowledged.
  expect(acknowledged.length - before).toBeLessThan(4);

  const db = createDatabase(`sqlite:${join(rig.dir, 'school.db')}`);
  try {
    const media = await db.selectFrom('media').select(['id', 'kind', 'storage_key', 'size_bytes']).execute();
    const variants = await db.selectFrom('media_variants').select(['storage_key', 'size_bytes']).execute();
    expect(media.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged.map((item) => item.id)));
    const whole = [...variants, ...media.filter((row) => row.kind === 'DOCUMENT')];
    for (const row of whole) expect(statSync(join(mediaDir(), row.storage_key)).size).toBe(Number(row.size_bytes));
    for (const row of media) expect(existsSync(join(mediaDir(), row.storage_key))).toBe(true);

    // The crash came before the photos' AVIF variants (they wait for the uploads being processed).
    const withoutAvif = async () => (await imagesWithoutFormat(db, 'avif')).length;
    expect(await withoutAvif()).toBeGreaterThan(0);

    api = await start();
    const again = await rig.signIn(api.url);
    for (const item of acknowledged) expect((await again.get(item.url)).status).toBe(200);
    for (const name of readdirSync(mediaDir()).filter((file) => file.startsWith('.'))) {
      expect((await again.get(`/api/media/files/${encodeURIComponent(name)}`)).status).toBe(404);
    }
    // The restarted API makes them.
    await until(async () => (await withoutAvif()) === 0, 'the AVIF variants made', 30_000);

    await sweepOrphanFiles(db, createFileSystemStorage(mediaDir()), { graceMs: 0, tempDirectory: uploadsDir() });
    const rows = [...(await db.selectFrom('media').select('storage_key').execute()), ...(await db.selectFrom('media_variants').select('storage_key').execute())];
    expect(readdirSync(mediaDir()).sort()).toEqual([...new Set(rows.map((row) => row.storage_key))].sort());
    expect(readdirSync(uploadsDir())).toEqual([]);
  } finally {
    await db.destroy();
  }
}, 90_000);
