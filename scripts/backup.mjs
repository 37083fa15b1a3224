#!/usr/bin/env node
// `npm run backup`: one consistent archive of the database AND the media files, taken while the
// site keeps running and writing.
//
//   npm run backup                       → ./data/backups/school-<UTC timestamp>.tar
//   npm run backup -- path/to/copy.tar   → that file
//   npm run backup -- --database sqlite:./other.db --media-dir ./other/media [path]
//
// The database is DATABASE_URL and the media MEDIA_DIR, as the API reads them (defaults
// sqlite:./data/school.db and ./data/media, relative to the working directory). The archive holds
// `school.db` (SQLite, copied with the online backup API, integrity-checked, one self-contained
// file) or `school.dump` (PostgreSQL, pg_dump of an exported snapshot), `media/<key>` for every
// file a row of that copy names, and `manifest.json`. Why it is consistent: the API stores a file
// before the row naming it is committed and never changes a stored file, so every row of the copy
// has its file; a file deleted between the copy and its turn (its row deleted meanwhile) starts
// the whole copy over. Restore with `npm run restore -- ARCHIVE` (scripts/restore.mjs).
import { execFile } from 'node:child_process';
import { copyFile, link, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import sqliteDriver from '../api/src/db/sqliteDriver.cjs';

const Database = sqliteDriver.loadSqliteDriver();
const run = promisify(execFile);
const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url);
const KEYS_SQL = 'select storage_key from media union select storage_key from media_variants';

function parseArgs(argv) {
  const options = {
    database: process.env.DATABASE_URL || 'sqlite:./data/school.db',
    mediaDir: process.env.MEDIA_DIR || './data/media',
    out: undefined,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--database') options.database = argv[++i];
    else if (arg.startsWith('--database=')) options.database = arg.slice('--database='.length);
    else if (arg === '--media-dir') options.mediaDir = argv[++i];
    else if (arg.startsWith('--media-dir=')) options.mediaDir = arg.slice('--media-dir='.length);
    else if (arg === '--help' || arg === '-h') options.help = true;
    else options.out = arg;
  }
  return options;
}

const timestamp = (date = new Date()) => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/** SQLite's online backup into `out`, checked and made one self-contained file; answers the media keys it names. */
async function snapshotSqlite(source, out) {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(out);
  } finally {
    db.close();
  }
  const copy = new Database(out);
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed integrity_check: ${check}`);
    copy.pragma('journal_mode = DELETE');
    const hasMedia = copy.prepare("select count(*) from sqlite_master where type = 'table' and name = 'media'").pluck().get() > 0;
    return hasMedia ? copy.prepare(KEYS_SQL).pluck().all() : [];
  } finally {
    copy.close();
  }
}

/**
 * pg_dump of a snapshot exported by a transaction that reads the media keys of that same snapshot.
 * --enable-row-security: the API's role is no superuser and its tables force row-level security;
 * outside any school's context the policies let every row through.
 */
async function snapshotPostgres(url, out) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query('select pg_export_snapshot() as id');
    const keys = (await client.query(KEYS_SQL)).rows.map((row) => row.storage_key);
    await run('pg_dump', ['--format=custom', '--enable-row-security', `--snapshot=${rows[0].id}`, '--no-owner', `--file=${out}`, url]);
    return keys;
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
}

/** A hard link where the filesystem allows (stored files never change), a copy otherwise. */
async function linkOrCopy(from, to) {
  try {
    await link(from, to);
  } catch (error) {
    if (error.code === 'ENOENT') throw error;
    await copyFile(from, to);
  }
}

async function backupSite({ database, mediaDir, out, attempts = 3 }) {
  await mkdir(path.dirname(out), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(out), '.backup-'));
  try {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      await rm(path.join(staging, 'media'), { recursive: true, force: true });
      await mkdir(path.join(staging, 'media'));
      const databaseFile = isPostgres(database) ? 'school.dump' : 'school.db';
      const keys = isPostgres(database)
        ? await snapshotPostgres(database, path.join(staging, databaseFile))
        : await snapshotSqlite(path.resolve(database.slice('sqlite:'.length)), path.join(staging, databaseFile));
      const missing = [];
      for (const key of keys) {
        await linkOrCopy(path.join(mediaDir, key), path.join(staging, 'media', key)).catch((error) => {
          if (error.code !== 'ENOENT') throw error;
          missing.push(key);
        });
      }
      if (missing.length > 0) {
        if (attempt === attempts) throw new Error(`media files missing for rows of the copy: ${missing.slice(0, 5).join(', ')}`);
        continue;
      }
      const manifest = { createdAt: new Date().toISOString(), database: databaseFile, mediaFiles: keys.length };
      await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const partial = `${out}.partial`;
      await run('tar', ['-cf', partial, '-C', staging, 'manifest.json', databaseFile, 'media']);
      await rename(partial, out);
      return { out, bytes: (await stat(out)).size, mediaFiles: keys.length };
    }
    throw new Error('unreachable');
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log('usage: npm run backup -- [--database sqlite:FILE|postgres://...] [--media-dir DIR] [OUT_FILE.tar]');
    return;
  }
  if (!isPostgres(options.database) && !options.database.startsWith('sqlite:')) {
    throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${options.database}"`);
  }
  const out = path.resolve(options.out ?? path.join('data', 'backups', `school-${timestamp()}.tar`));
  const started = Date.now();
  const result = await backupSite({ database: options.database, mediaDir: path.resolve(options.mediaDir), out });
  console.log(
    `Backed up the database and ${result.mediaFiles} media files to ${result.out} (${(result.bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms, integrity ok).`,
  );
}

main().catch((error) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
