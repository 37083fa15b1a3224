// Backup and restore of the database with its media, on the test database (SQLite, or PostgreSQL
// with TEST_DATABASE_URL: pg_dump of an exported snapshot): the restore into a fresh database and
// a fresh directory finds every file every row names, with the bytes that were served.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createDatabase } from '../db/database';
import { json } from '../testing/apiClient';
import { pdfDocument, photoWithGps, upload } from '../testing/mediaFixtures';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { freePort, repoRoot } from './support/apiProcess';

const run = promisify(execFile);
let api: TestApi;
let fresh: TestDatabase;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  fresh = await createTestDatabase({ migrated: false });
}, 30_000);
afterAll(async () => {
  await api.close();
  await fresh.drop();
}, 30_000);

it('restores the database and every file its rows name into a fresh place', async () => {
  const manager = await api.signedIn('MANAGER');
  const pdf = await json(await upload(manager, 'Orar.pdf', pdfDocument()));
  await json(await upload(manager, 'Curte.jpg', await photoWithGps(700, 500)));
  await api.app.media.background.idle();

  const dir = mkdtempSync(join(tmpdir(), 'school-media-backup-'));
  const archive = join(dir, 'site.tar');
  await run(process.execPath, [join(repoRoot, 'scripts', 'backup.mjs'), '--database', api.config.databaseUrl, '--media-dir', api.config.media.directory, archive]);

  const restoredMedia = join(dir, 'restored', 'media');
  // No API uses the fresh database: none is asked (another one on this machine's API port is not its).
  const noApi = `http://127.0.0.1:${await freePort()}`;
  await run(process.execPath, [join(repoRoot, 'scripts', 'restore.mjs'), archive, '--database', fresh.url, '--media-dir', restoredMedia, '--force', '--api', noApi]);

  const restored = createDatabase(fresh.url);
  try {
    const media = await restored.selectFrom('media').select(['id', 'storage_key', 'original_name']).orderBy('id').execute();
    const variants = await restored.selectFrom('media_variants').select('storage_key').execute();
    expect(media.map((row) => row.original_name)).toEqual(['Orar.pdf', 'Curte.jpg']);
    expect(variants.length).toBe(6); // 500 px wide once turned: 320 and 500, in WebP, JPEG and AVIF
    for (const row of [...media, ...variants]) expect(existsSync(join(restoredMedia, row.storage_key))).toBe(true);
    const pdfKey = media[0]!.storage_key;
    expect(readFileSync(join(restoredMedia, pdfKey))).toEqual(Buffer.from(await (await manager.get(pdf.url)).arrayBuffer()));
  } finally {
    await restored.destroy();
  }
}, 30_000);
