// Media on the local filesystem (`MEDIA_DIR`, default ./data/media, outside any web root). A file
// is written under a temporary name and renamed into place, so no half-written file is served.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { isStorageKey, type ByteRange, type MediaStorage, type StoredObject } from './mediaStorage';

/** Unfinished writes: never a storage key, so never served; the sweep removes stale ones. */
const TEMP_PREFIX = '.partial-';

export function createFileSystemStorage(root: string): MediaStorage & { root: string } {
  const ready = mkdir(root, { recursive: true, mode: 0o750 });
  const pathOf = (key: string) => {
    if (!isStorageKey(key) && !key.startsWith(TEMP_PREFIX)) throw new Error(`Not a media storage key: ${key}`);
    return join(root, key);
  };
  const statOf = async (key: string): Promise<StoredObject | undefined> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    root,
    async put(key, sourcePath) {
      await ready;
      const target = pathOf(key);
      const temporary = join(root, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
      try {
        await copyFile(sourcePath, temporary);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    stat: async (key) => (isStorageKey(key) ? statOf(key) : undefined),
    async read(key, range?: ByteRange): Promise<Readable | undefined> {
      if (!isStorageKey(key) || !(await statOf(key))) return undefined;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      await ready;
      for (const name of await readdir(root)) {
        const object = await statOf(name).catch(() => undefined);
        if (object) yield object;
      }
    },
  };
}
