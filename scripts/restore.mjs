#!/usr/bin/env node
// `npm run restore -- ARCHIVE`: puts an archive of `npm run backup` back: the database and every
// media file its rows name. Stop the API first (docker-compose stop api-1 api-2, or Ctrl+C).
//
//   npm run restore -- data/backups/school-2026-01-31T02-00-00Z.tar
//   npm run restore -- ARCHIVE --database sqlite:./fresh/school.db --media-dir ./fresh/media
//
// Targets are DATABASE_URL and MEDIA_DIR (defaults as the API's). A SQLite file that exists is
// replaced only with --force (its -wal / -shm files are removed with it); a PostgreSQL database is
// restored with pg_restore --clean --if-exists. Media files are added beside those present; files
// no restored row names are removed by the API's sweep (npm run media:sweep).
// Before replacing a database it asks the API (--api URL, API_URL, default npm start's
// http://127.0.0.1:$API_PORT) and refuses while it answers: an API left running would go on
// acknowledging writes into the replaced database, lost at its restart.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import sqliteDriver from '../api/src/db/sqliteDriver.cjs';
import layout from '../shared/federation/sections.js';

const Database = sqliteDriver.loadSqliteDriver();
const run = promisify(execFile);
const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url);

function parseArgs(argv) {
  const options = {
    database: process.env.DATABASE_URL || 'sqlite:./data/school.db',
    mediaDir: process.env.MEDIA_DIR || './data/media',
    api: process.env.API_URL || `http://127.0.0.1:${layout.portsFromEnv().api}`,
    // `npm run restore --force` (without --) hands --force to npm, which passes it on as this.
    force: process.env.npm_config_force === 'true',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--database') options.database = argv[++i];
    else if (arg === '--media-dir') options.mediaDir = argv[++i];
    else if (arg === '--api') options.api = argv[++i];
    else if (arg === '--force') options.force = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else options.archive = arg;
  }
  return options;
}

/** Whether an API answers at `url` (any answer: even an unhealthy API takes writes). */
async function apiAnswers(url) {
  try {
    await fetch(new URL('/api/health', url), { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/** The restore would replace a database: a PostgreSQL one, or (with --force) a SQLite file there. */
const replacesDatabase = (database, force) => isPostgres(database) || (force && existsSync(path.resolve(database.slice('sqlite:'.length))));

async function restoreDatabase(unpacked, manifest, database, force) {
  const from = path.join(unpacked, manifest.database);
  if (isPostgres(database)) {
    if (manifest.database !== 'school.dump') throw new Error('the archive holds a SQLite database; DATABASE_URL is PostgreSQL');
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--enable-row-security', `--dbname=${database}`, from]);
    return;
  }
  if (manifest.database !== 'school.db') throw new Error('the archive holds a PostgreSQL dump; DATABASE_URL is SQLite');
  const target = path.resolve(database.slice('sqlite:'.length));
  if (existsSync(target) && !force) throw new Error(`${target} exists: stop the API and add --force to replace it`);
  const check = new Database(from, { readonly: true });
  try {
    const verdict = check.pragma('integrity_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`the archived database failed integrity_check: ${verdict}`);
  } finally {
    check.close();
  }
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(from, `${target}.restoring`);
  await rm(`${target}-wal`, { force: true });
  await rm(`${target}-shm`, { force: true });
  await rename(`${target}.restoring`, target);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help || !options.archive) {
    console.log('usage: npm run restore -- ARCHIVE.tar [--database sqlite:FILE|postgres://...] [--media-dir DIR] [--api URL] [--force]');
    process.exit(options.help ? 0 : 2);
  }
  if (replacesDatabase(options.database, options.force) && (await apiAnswers(options.api))) {
    throw new Error(`the API answers at ${options.api}: stop it first (Ctrl+C on npm start; docker-compose stop api-1 api-2), then restore. Nothing was changed.`);
  }
  const mediaDir = path.resolve(options.mediaDir);
  await mkdir(mediaDir, { recursive: true });
  const unpacked = await mkdtemp(path.join(mediaDir, '..', '.restore-'));
  try {
    await run('tar', ['-xf', path.resolve(options.archive), '-C', unpacked]);
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    // Files first, then the database that names them: an API started early finds every file.
    const files = await readdir(path.join(unpacked, 'media'));
    for (const name of files) {
      if (existsSync(path.join(mediaDir, name))) continue;
      // Under a name the API never serves until whole, like the API's own writes.
      await copyFile(path.join(unpacked, 'media', name), path.join(mediaDir, `.partial-restore-${name}`));
      await rename(path.join(mediaDir, `.partial-restore-${name}`), path.join(mediaDir, name));
    }
    await restoreDatabase(unpacked, manifest, options.database, options.force);
    console.log(`Restored the database (${options.database}) and ${files.length} media files into ${mediaDir}.`);
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
