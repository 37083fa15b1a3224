// AVIF variants, made after an upload is answered (AVIF's encoder is the slowest): each waits
// until no upload waits to be processed, but never longer than `maxWaitMs`, so a steady stream of
// uploads cannot keep them waiting for ever. An API that starts makes the ones a crash left
// unmade, from the image's largest JPEG (the uploaded bytes are never kept). A variant row is
// written only once its file is stored.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { imagesWithoutFormat, insertFormatOnce, type ImageWithoutFormat } from '../repositories/pendingVariantsRepository';
import { decodeImage, encodeVariants, storeVariantFiles, withParkedImage, type DecodedImage, type ParkedImage, type VariantFile } from './imageVariants';
import { createProcessingQueue, type ProcessingQueue } from './processingQueue';
import { uploadTempDirectory } from './receiveUpload';
import type { MediaStorage } from './storage/mediaStorage';

/** Images whose decoded pixels wait on disk for their AVIF at most. */
const MAX_PARKED = 100;

export interface AvifVariantsOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** The uploads' queue: AVIF gives way to it, for at most `maxWaitMs`. */
  processing: ProcessingQueue;
  maxWaitMs: number;
  maxPixels: number;
  log: FastifyBaseLogger;
}

export interface AvifVariants {
  /** One job at a time (tests and shutdown wait on `queue.idle()`). */
  queue: ProcessingQueue;
  /** An image just stored: its AVIF variants from its parked pixels. */
  fromParked(image: ImageWithoutFormat, base: string, parked: ParkedImage): void;
  /** At start: every uploaded image without AVIF variants gets them. Answers how many were queued. */
  resumePending(): Promise<number>;
  /** After a takedown: a variant still to be made for the media is never stored. */
  cancel(mediaId: number): void;
}

/** The stored file `key`, decoded as an upload is. */
async function decodeStored(storage: MediaStorage, key: string, name: string, maxPixels: number): Promise<DecodedImage> {
  const stored = await storage.read(key);
  if (!stored) throw new Error(`stored file ${key} is missing`);
  await mkdir(uploadTempDirectory, { recursive: true });
  const path = join(uploadTempDirectory, `${Date.now()}-${randomBytes(8).toString('hex')}.resume`);
  try {
    await pipeline(stored, createWriteStream(path, { mode: 0o600 }));
    return await decodeImage(path, name, maxPixels);
  } finally {
    await rm(path, { force: true });
  }
}

export function createAvifVariants({ db, storage, processing, maxWaitMs, maxPixels, log }: AvifVariantsOptions): AvifVariants {
  const queue = createProcessingQueue(1, Number.MAX_SAFE_INTEGER);
  const pending = new Set<number>();
  const cancelled = new Set<number>();

  const removeStored = (keys: string[]) => Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  const removeTemp = (files: VariantFile[]) => Promise.all(files.map((file) => rm(file.path, { force: true })));

  const encodeStored = async (key: string, name: string) => encodeVariants(await decodeStored(storage, key, name, maxPixels), ['avif']);

  /** Until no upload waits to be processed, or `maxWaitMs`, whichever comes first. */
  async function uploadsRested(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([processing.idle(), new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
    clearTimeout(timer);
  }

  function schedule(mediaId: number, base: string, encode: () => Promise<VariantFile[]>, discard: () => Promise<void>): void {
    pending.add(mediaId);
    void queue
      .run(async () => {
        await uploadsRested();
        if (cancelled.has(mediaId)) return;
        const files = await encode();
        try {
          if (cancelled.has(mediaId)) return;
          const variants = await storeVariantFiles(storage, base, files);
          const keys = variants.map((variant) => variant.storage_key);
          // A takedown that committed first makes the row's foreign key fail, and another process
          // may have made them first: either way these files go. A takedown that commits after
          // this row reads it, and deletes these files with the others.
          const inserted = await insertFormatOnce(db, mediaId, variants).catch(async (error: unknown) => {
            await removeStored(keys);
            throw error;
          });
          if (!inserted) await removeStored(keys);
        } finally {
          await removeTemp(files);
        }
      })
      .catch((error: unknown) => log.warn({ mediaId, reason: (error as Error).message }, 'AVIF variants not made'))
      .finally(async () => {
        await discard();
        pending.delete(mediaId);
        cancelled.delete(mediaId);
      });
  }

  return {
    queue,
    fromParked(image, base, parked) {
      const discard = () => rm(parked.path, { force: true });
      // Parked pixels take up to ~15 MB of disk each: past a burst's worth, the variants start from the stored JPEG instead.
      if (pending.size >= MAX_PARKED) {
        void discard();
        return schedule(image.id, base, () => encodeStored(image.storageKey, image.originalName), async () => {});
      }
      schedule(image.id, base, () => withParkedImage(parked, (pixels) => encodeVariants(pixels, ['avif'])), discard);
    },
    async resumePending() {
      const images = (await imagesWithoutFormat(db, 'avif')).filter((image) => !pending.has(image.id));
      for (const image of images) {
        // A key of its own: another process resuming the same image must not overwrite these files.
        const base = `${image.storageKey.replace(/-\d+\.jpeg$/, '')}-${randomBytes(2).toString('hex')}`;
        schedule(image.id, base, () => encodeStored(image.storageKey, image.originalName), async () => {});
      }
      return images.length;
    },
    cancel(mediaId) {
      if (pending.has(mediaId)) cancelled.add(mediaId);
    },
  };
}
