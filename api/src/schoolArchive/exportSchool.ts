// Exporting one school: its rows (readSchoolRows.ts), the files they name that the storage holds,
// and the manifest that lists both; the archive itself is written as its reader takes it.
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaStorage, StoredObject } from '../media/storage/mediaStorage';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveManifest } from './archiveFormat';
import { readSchoolRows } from './readSchoolRows';
import { writeSchoolArchive } from './writeSchoolArchive';

export interface SchoolExport {
  manifest: ArchiveManifest;
  /** The .tar.gz, written as it is read. */
  archive: Readable;
}

/** Of the files the rows name, those the storage holds (a file already missing stays missing: its row comes along as it is). */
async function storedFiles(storage: MediaStorage, keys: readonly string[]): Promise<StoredObject[]> {
  const files: StoredObject[] = [];
  for (const key of new Set(keys)) {
    const stored = await storage.stat(key);
    if (stored) files.push(stored);
  }
  return files;
}

/** `schoolId` null: a single-school install's one school. */
export async function exportSchool(db: Kysely<Database>, storage: MediaStorage, schoolId: number | null, now: number): Promise<SchoolExport> {
  const { school, tables } = await readSchoolRows(db, schoolId);
  const keys = ['media', 'media_variants'].flatMap((table) => (tables.get(table) ?? []).map((row) => String(row.storage_key)));
  const files = await storedFiles(storage, keys);
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date(now).toISOString(),
    school,
    rows: Object.fromEntries([...tables].map(([table, rows]) => [table, rows.length])),
    files: files.map((file) => file.key),
  };
  return { manifest, archive: writeSchoolArchive(manifest, tables, files, storage) };
}
