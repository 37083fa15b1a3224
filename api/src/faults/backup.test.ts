// Backups: `npm run backup` (scripts/backup.mjs) copies the SQLite database with SQLite's online
// backup while the API is writing; the copy passes integrity_check, holds every write answered
// before the backup began, and an API started on it (the restore) serves those rows.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadSqliteDriver } from '../db/sqliteDriver.cjs';
import { ApiClient, json } from '../testing/apiClient';
import { bundleApi, repoRoot, startApiProcess, type ApiProcess, type Bundle } from './support/apiProcess';

const SqliteDatabase = loadSqliteDriver();

const adminPassword = 'backup-admin-password';
const backupScript = join(repoRoot, 'scripts', 'backup.mjs');
const run = promisify(execFile);

let bundle: Bundle;
let dir: string;
let api: ApiProcess | undefined;
let restored: ApiProcess | undefined;

beforeAll(async () => {
  bundle = await bundleApi('faultServer');
  dir = mkdtempSync(join(tmpdir(), 'school-backup-'));
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await restored?.stop();
  bundle?.remove();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('copies the database consistently under writes, and the copy restores', async () => {
    mkdirSync(join(dir, 'data'));
    api = await startApiProcess({ bundle, databaseFile: join(dir, 'data', 'school.db'), adminPassword, cwd: dir });
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
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    while (acknowledged.length < 30) await new Promise((wait) => setTimeout(wait, 20));

    const before = [...acknowledged];
    // The default name, relative to the working directory, as `npm run backup` at the root.
    const { stdout } = await run(process.execPath, [backupScript], { cwd: dir, env: { ...process.env, DATABASE_URL: 'sqlite:./data/school.db' } });
    const during = acknowledged.length;
    stop = true;
    await writers;
    expect(during).toBeGreaterThan(before.length); // the backup really ran under writes

    const files = readdirSync(join(dir, 'data', 'backups'));
    expect(files).toEqual([expect.stringMatching(/^school-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/)]);
    expect(stdout).toMatch(/integrity ok/);
    const copyFile = join(dir, 'data', 'backups', files[0]!);
    expect(existsSync(`${copyFile}-wal`)).toBe(false);

    const copy = new SqliteDatabase(copyFile, { readonly: true });
    try {
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
    restored = await startApiProcess({ bundle, databaseFile: copyFile, adminPassword: 'unused-since-admin-exists', cwd: dir });
    const subjects: { id: number; name: string }[] = await json(await fetch(`${restored.url}/api/school/subjects`));
    for (const write of before) expect(subjects).toContainEqual(write);
    expect((await new ApiClient(restored.url).login('admin', adminPassword)).status).toBe(200);

    // A path given on the command line.
    const chosen = join(dir, 'chosen', 'copy.db');
    await run(process.execPath, [backupScript, '--database', `sqlite:${join(dir, 'data', 'school.db')}`, chosen], { cwd: dir });
    expect(existsSync(chosen)).toBe(true);
  }, 60_000);

  it('refuses a PostgreSQL URL and points to pg_dump', async () => {
    await expect(
      run(process.execPath, [backupScript], { cwd: dir, env: { ...process.env, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/school' } }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/pg_dump/) });
  });
});
