// Reads an archive (archiveFormat.ts) as it streams in: the manifest first (refused when it is not
// ours or of another version, before anything is written), then the rows, held (a few hundred),
// then the files, handed over one at a time as they arrive, never held whole.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type ExtractEvents } from 'tar-stream';
import { platformMessages } from '@school/shared/messages/platform';
import { isStorageKey } from '../media/storage/mediaStorage';
import { FILES_PREFIX, MANIFEST_ENTRY, ROWS_PREFIX, parseManifest, rowsEntry, type ArchiveManifest } from './archiveFormat';
import { ArchiveRefusal } from './archiveRefusal';
import type { ArchivedRow } from './archivedTables';

type Entry = ExtractEvents['entry'][1];

const m = platformMessages.archive;
const MANIFEST_LIMIT = 16 * 1024 ** 2;
const ROWS_LIMIT = 256 * 1024 ** 2;

export interface SchoolArchive {
  manifest: ArchiveManifest;
  tables: ReadonlyMap<string, readonly ArchivedRow[]>;
  /** Each file as it arrives (saved before the next is asked for); ends once every file the manifest lists came. */
  files(): AsyncGenerator<ArchivedFile>;
}

export interface ArchivedFile {
  key: string;
  /** Writes the file's bytes to `path`: the archive's failures are refusals, the disk's are its own. */
  saveTo(path: string): Promise<void>;
}

async function save(entry: Entry, path: string): Promise<void> {
  const file = await open(path, 'w');
  try {
    const chunks = entry[Symbol.asyncIterator]();
    for (;;) {
      const step = await chunks.next().catch((error: unknown) => Promise.reject(failureOf(error, true)));
      if (step.done) return;
      await file.write(step.value as Buffer);
    }
  } finally {
    await file.close();
  }
}

async function textOf(entry: Entry, limit: number, what: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ArchiveRefusal(m.damaged(`${what} is too large`));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseRows(text: string, table: string): ArchivedRow[] {
  try {
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as ArchivedRow);
  } catch {
    throw new ArchiveRefusal(m.damaged(`the rows of ${table}`));
  }
}

/** A stream's failure before the manifest was read means the file is no archive of ours; after, a damaged one. */
const failureOf = (error: unknown, manifestRead: boolean) =>
  error instanceof ArchiveRefusal ? error : new ArchiveRefusal(manifestRead ? m.damaged(error instanceof Error ? error.message : String(error)) : m.notOurs);

export async function readSchoolArchive(input: Readable): Promise<SchoolArchive> {
  const gunzip = createGunzip();
  const extract = tarExtract();
  input.on('error', (error) => gunzip.destroy(error));
  gunzip.on('error', (error) => extract.destroy(error));
  input.pipe(gunzip).pipe(extract);
  const entries = extract[Symbol.asyncIterator]();
  let manifestRead = false;
  const next = async () => {
    try {
      const step = await entries.next();
      return step.done ? undefined : step.value;
    } catch (error) {
      throw failureOf(error, manifestRead);
    }
  };

  const first = await next();
  if (first?.header.name !== MANIFEST_ENTRY) throw new ArchiveRefusal(m.notOurs);
  const manifest = parseManifest(await textOf(first, MANIFEST_LIMIT, 'its manifest').catch((error: unknown) => Promise.reject(failureOf(error, false))));
  manifestRead = true;

  const tables = new Map<string, ArchivedRow[]>();
  let entry = await next();
  while (entry?.header.name.startsWith(ROWS_PREFIX)) {
    const table = Object.keys(manifest.rows).find((name) => rowsEntry(name) === entry!.header.name);
    if (!table || tables.has(table)) throw new ArchiveRefusal(m.damaged(`an entry ${entry.header.name} its manifest does not list`));
    const rows = parseRows(await textOf(entry, ROWS_LIMIT, entry.header.name).catch((error: unknown) => Promise.reject(failureOf(error, true))), table);
    if (rows.length !== manifest.rows[table]) throw new ArchiveRefusal(m.damaged(`${table} holds ${rows.length} rows, its manifest says ${manifest.rows[table]}`));
    tables.set(table, rows);
    entry = await next();
  }
  const missingTable = Object.keys(manifest.rows).find((table) => !tables.has(table));
  if (missingTable) throw new ArchiveRefusal(m.damaged(`the rows of ${missingTable} are missing`));

  let pending = entry;
  async function* files(): AsyncGenerator<ArchivedFile> {
    for (const [index, key] of manifest.files.entries()) {
      const file = index === 0 ? pending : await next();
      pending = undefined;
      if (!file || file.header.name !== `${FILES_PREFIX}${key}` || !isStorageKey(key)) throw new ArchiveRefusal(m.damaged(`the file ${key} is missing`));
      yield { key, saveTo: (path) => save(file, path) };
    }
    if (manifest.files.length === 0 ? pending : await next()) throw new ArchiveRefusal(m.damaged('it holds entries its manifest does not list'));
  }
  return { manifest, tables, files };
}
