#!/usr/bin/env node
// `npm run backup`: a consistent copy of the SQLite database, taken with SQLite's online backup
// API while the site keeps running and writing (better-sqlite3's db.backup()).
//
//   npm run backup                       → ./data/backups/school-<UTC timestamp>.db
//   npm run backup -- path/to/copy.db    → that file
//   npm run backup -- --database sqlite:./other.db [path]
//
// The database is DATABASE_URL (as the API reads it), default sqlite:./data/school.db, relative
// to the working directory. The copy is checked (PRAGMA integrity_check) and switched to a
// single self-contained file (journal_mode=DELETE) before it gets its final name. To restore,
// stop the API and put the copy in place of the database file (remove any -wal / -shm files
// beside it), or point DATABASE_URL at the copy. PostgreSQL: use pg_dump (see the README).
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import sqliteDriver from '../api/src/db/sqliteDriver.cjs';

const Database = sqliteDriver.loadSqliteDriver();

function parseArgs(argv) {
  const options = { database: process.env.DATABASE_URL || 'sqlite:./data/school.db', out: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--database') options.database = argv[++i];
    else if (arg.startsWith('--database=')) options.database = arg.slice('--database='.length);
    else if (arg === '--help' || arg === '-h') options.help = true;
    else options.out = arg;
  }
  return options;
}

const timestamp = (date = new Date()) => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

export async function backupSqlite({ source, out }) {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial);
  } finally {
    db.close();
  }
  const copy = new Database(partial);
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed integrity_check: ${check}`);
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  renameSync(partial, out);
  return { out, bytes: statSync(out).size };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log('usage: npm run backup -- [--database sqlite:FILE] [OUT_FILE]');
    return;
  }
  if (/^postgres(ql)?:\/\//.test(options.database)) {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=school-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"');
    process.exit(2);
  }
  if (!options.database.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${options.database}"`);
  const source = path.resolve(options.database.slice('sqlite:'.length));
  const out = path.resolve(options.out ?? path.join('data', 'backups', `school-${timestamp()}.db`));
  const started = Date.now();
  const result = await backupSqlite({ source, out });
  console.log(`Backed up ${source} to ${result.out} (${(result.bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms, integrity ok).`);
}

main().catch((error) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
