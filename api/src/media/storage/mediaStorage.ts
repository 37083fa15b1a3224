// Where media files lie: one interface, a filesystem driver (the default) and an S3-compatible one
// (for API replicas on several hosts). Keys are flat, content-hashed names (`<hash>-<nonce>.<ext>`).
import type { Readable } from 'node:stream';
import { MEDIA_FILE_KEY } from '@school/shared/rich-text';

export interface StoredObject {
  key: string;
  size: number;
  /** Epoch ms; the sweep spares recent files an upload in progress is about to name. */
  modifiedAt: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface MediaStorage {
  /** Stores the local file under `key`; readers see the whole file or none of it, never part. */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** The file's bytes (or the range's); undefined when no file has that key. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** Every stored file, unfinished writes included (the sweep removes those no row names). */
  list(): AsyncIterable<StoredObject>;
}

/** The keys the API writes: no path separators, nothing to climb out of the store with. */
export const isStorageKey = (key: string) => MEDIA_FILE_KEY.test(key);
