// Writes the archive as a stream (archiveFormat.ts): the manifest and the rows, small, then each
// file read from the storage as the archive's reader takes it, so a school's gigabytes of files
// pass through without being held. A file that cannot be read ends the stream with an error.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { MediaStorage, StoredObject } from '../media/storage/mediaStorage';
import { MANIFEST_ENTRY, fileEntry, rowsEntry, type ArchiveManifest } from './archiveFormat';
import type { ArchivedRow } from './archivedTables';

const addEntry = (pack: Pack, name: string, body: Buffer) =>
  new Promise<void>((resolve, reject) => pack.entry({ name, size: body.length }, body, (error) => (error ? reject(error) : resolve())));

async function addFile(pack: Pack, storage: MediaStorage, file: StoredObject): Promise<void> {
  const body = await storage.read(file.key);
  if (!body) throw new Error(`the stored file ${file.key} is gone`);
  const done = new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: fileEntry(file.key), size: file.size }, (error) => (error ? reject(error) : resolve()));
    pipeline(body, entry).catch(reject);
  });
  await done;
}

/** NDJSON: one row a line, written row by row into one buffer per table (a few hundred rows). */
const ndjson = (rows: readonly ArchivedRow[]) => Buffer.concat(rows.map((row) => Buffer.from(`${JSON.stringify(row)}\n`)));

export function writeSchoolArchive(manifest: ArchiveManifest, tables: ReadonlyMap<string, readonly ArchivedRow[]>, files: readonly StoredObject[], storage: MediaStorage): Readable {
  const pack = tarPack();
  const gzip = createGzip();
  pack.on('error', (error) => gzip.destroy(error));
  pack.pipe(gzip);
  void (async () => {
    await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const [table, rows] of tables) await addEntry(pack, rowsEntry(table), ndjson(rows));
    for (const file of files) await addFile(pack, storage, file);
    pack.finalize();
  })().catch((error: unknown) => pack.destroy(error as Error));
  return gzip;
}
