// The sweep: removes stored files that no row names (left by a crash between storing a file and
// writing its row, or between deleting a row and its files) and abandoned temporary uploads.
// Files younger than the grace period are spared: an upload in progress may be about to name them.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { allStorageKeys } from '../repositories/mediaRepository';
import { uploadTempDirectory } from './receiveUpload';
import type { MediaStorage } from './storage/mediaStorage';

export const SWEEP_GRACE_MS = 60 * 60 * 1000;

export interface SweepOptions {
  graceMs?: number;
  now?: number;
  /** Where the API receives uploads (another process's, in tests). */
  tempDirectory?: string;
}

export async function sweepOrphanFiles(db: Db, storage: MediaStorage, options: SweepOptions = {}): Promise<string[]> {
  const { graceMs = SWEEP_GRACE_MS, now = Date.now(), tempDirectory = uploadTempDirectory } = options;
  const named = await allStorageKeys(db);
  const removed: string[] = [];
  for await (const object of storage.list()) {
    if (named.has(object.key) || now - object.modifiedAt < graceMs) continue;
    await storage.delete(object.key);
    removed.push(object.key);
  }
  for (const name of await readdir(tempDirectory).catch(() => [] as string[])) {
    const path = join(tempDirectory, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs >= graceMs) await rm(path, { force: true });
  }
  return removed;
}
