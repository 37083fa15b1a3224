// Backups: `npm run backup` (scripts/backup.mjs) archives the SQLite database (SQLite's online
// backup) and the media files while the API is writing and taking uploads; `npm run restore`
// (scripts/restore.mjs) puts both into a fresh directory, where the database passes
// integrity_check, holds every write answered before the backup began, every file a row names is
// there, and an API started on it serves the rows and the files.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadSqliteDriver } from '../db/sqliteDriver.cjs';
import { ApiClient, json } from '../testing/apiClient';
import { pdfDocument, pngImage, uploadForm } from '../testing/mediaFixtures';
import { repoRoot } from './support/apiProcess';
import { withFaultRig } from './support/faultRig';

const SqliteDatabase = loadSqliteDriver();

const adminPassword = 'backup-admin-password';
const backupScript = join(repoRoot, 'scripts', 'backup.mjs');
const restoreScript = join(repoRoot, 'scripts', 'restore.mjs');
const run = promisify(execFile);

const rig = withFaultRig('faultServer', { adminPassword });

describe('npm run backup', () => {
  it('archives the database and the media consistently under writes, and the archive restores', async () => {
    mkdirSync(join(rig.dir, 'data'));
    // MEDIA_DIR's default, ./data/media, in the working directory.
    const api = await rig.start({ databaseFile: join(rig.dir, 'data', 'school.db') });
    const client = new ApiClient(api.url);
    expect((await client.login('admin', adminPassword)).status).toBe(200);

    // Writers keep going through the whole backup.
    const acknowledged: { id: number; name: string }[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n += 1) {
        const name = `Backup ${worker}-${n}`;
        const response = await client.post('/api/school/subjects', { name });
        expect(response.status).toBe(201);
        acknowledged.push({ id: (await json(response)).id, name });
      }
    };
    const uploaded: { id: number; url: string }[] = [];
    const uploader = async () => {
      for (let n = 0; !stop; n += 1) {
        const bytes = n % 2 === 0 ? pdfDocument() : await pngImage(100 + n, 80);
        const response = await client.request('POST', '/api/media', { rawBody: uploadForm(`file-${n}.${n % 2 === 0 ? 'pdf' : 'png'}`, bytes) });
        expect(response.status).toBe(201);
        uploaded.push(await json(response));
      }
    };
    const writers = Promise.all([...[0, 1, 2].map(writer), uploader()]);
    while (acknowledged.length < 30 || uploaded.length < 4) await new Promise((wait) => setTimeout(wait, 20));

    const before = [...acknowledged];
    const uploadedBefore = [...uploaded];
    // The default name, relative to the working directory, as `npm run backup` at the root.
    const { stdout } = await run(process.execPath, [backupScript], { cwd: rig.dir, env: { ...process.env, DATABASE_URL: 'sqlite:./data/school.db' } });
    const during = acknowledged.length;
    stop = true;
    await writers;
    expect(during).toBeGreaterThan(before.length); // the backup really ran under writes

    const files = readdirSync(join(rig.dir, 'data', 'backups'));
    expect(files).toEqual([expect.stringMatching(/^school-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/)]);
    expect(stdout).toMatch(/integrity ok/);
    const archive = join(rig.dir, 'data', 'backups', files[0]!);

    // Restore into a fresh directory.
    const fresh = join(rig.dir, 'fresh');
    const restoredMedia = join(fresh, 'media');
    const copyFile = join(fresh, 'school.db');
    await run(process.execPath, [restoreScript, archive, '--database', `sqlite:${copyFile}`, '--media-dir', restoredMedia], { cwd: rig.dir });
    await expect(run(process.execPath, [restoreScript, archive, '--database', `sqlite:${copyFile}`, '--media-dir', restoredMedia], { cwd: rig.dir })).rejects.toMatchObject({
      stderr: expect.stringMatching(/--force/),
    });

    const copy = new SqliteDatabase(copyFile, { readonly: true });
    try {
      const named = copy.prepare('select storage_key from media union select storage_key from media_variants').pluck().all() as string[];
      expect(named.length).toBeGreaterThan(uploadedBefore.length);
      for (const key of named) expect(existsSync(join(restoredMedia, key))).toBe(true);
      const mediaIds = copy.prepare('select id from media').pluck().all();
      for (const item of uploadedBefore) expect(mediaIds).toContain(item.id);
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      const names = new Map(copy.prepare('select id, name from subjects').all().map((row) => {
        const { id, name } = row as { id: number; name: string };
        return [id, name];
      }));
      for (const write of before) expect(names.get(write.id)).toBe(write.name);
      expect(copy.prepare('select count(*) from teachers').pluck().get()).toBe(32);
      expect(copy.prepare('select count(*) from about_us').pluck().get()).toBe(1);
      expect(copy.prepare("select count(*) from users where username = 'admin'").pluck().get()).toBe(1);
    } finally {
      copy.close();
    }

    // Restore: an API started on the copy serves the rows, and the admin can sign in there.
    const restored = await rig.start({ databaseFile: copyFile, adminPassword: 'unused-since-admin-exists', env: { MEDIA_DIR: restoredMedia } });
    const subjects: { id: number; name: string }[] = await json(await fetch(`${restored.url}/api/school/subjects`));
    for (const write of before) expect(subjects).toContainEqual(write);
    const admin = new ApiClient(restored.url);
    expect((await admin.login('admin', adminPassword)).status).toBe(200);
    for (const item of uploadedBefore) expect((await admin.get(item.url)).status).toBe(200);

    // A path given on the command line.
    const chosen = join(rig.dir, 'chosen', 'copy.tar');
    await run(process.execPath, [backupScript, '--database', `sqlite:${join(rig.dir, 'data', 'school.db')}`, '--media-dir', join(rig.dir, 'data', 'media'), chosen], { cwd: rig.dir });
    expect(existsSync(chosen)).toBe(true);
  }, 60_000);

  it('refuses to replace a database while the API answers, and changes nothing', async () => {
    const live = join(rig.dir, 'live');
    mkdirSync(live);
    const liveApi = await rig.start({ databaseFile: join(live, 'school.db'), cwd: live });
    try {
      const client = new ApiClient(liveApi.url);
      expect((await client.login('admin', adminPassword)).status).toBe(200);
      expect((await client.post('/api/school/subjects', { name: 'Scrisă înainte' })).status).toBe(201);
      const archive = join(live, 'copy.tar');
      await run(process.execPath, [backupScript, '--database', `sqlite:${join(live, 'school.db')}`, '--media-dir', join(live, 'data', 'media'), archive], { cwd: live });
      expect((await client.post('/api/school/subjects', { name: 'Scrisă după copie' })).status).toBe(201);

      const restore = run(process.execPath, [restoreScript, archive, '--force', '--database', `sqlite:${join(live, 'school.db')}`, '--media-dir', join(live, 'data', 'media'), '--api', liveApi.url], {
        cwd: live,
      });
      await expect(restore).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`the API answers at ${liveApi.url}: stop it first`) });
      // The API's database was not replaced: the write after the copy is still there.
      const names = ((await json(await fetch(`${liveApi.url}/api/school/subjects`))) as { name: string }[]).map((subject) => subject.name);
      expect(names).toEqual(expect.arrayContaining(['Scrisă înainte', 'Scrisă după copie']));
    } finally {
      await liveApi.stop();
    }
  }, 60_000);

  it('refuses a database URL it does not know', async () => {
    await expect(
      run(process.execPath, [backupScript], { cwd: rig.dir, env: { ...process.env, DATABASE_URL: 'mysql://u:p@127.0.0.1:1/school' } }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/sqlite: or postgres:\/\//) });
  });
});
