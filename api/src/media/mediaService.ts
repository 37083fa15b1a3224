// An upload from the request to the stored files and the row: received to a temporary file, typed
// from its bytes, images re-encoded (WebP and JPEG before answering, AVIF after: avifVariants.ts), files stored
// before the row that names them is written, so a crash leaves at worst files no row names (the
// sweep removes those), never a row without its file.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { mediaMessages } from '@school/shared/messages/media';
import { mediaUpdateSchema, validate } from '@school/shared/schemas';
import type { Media, MediaKind, User } from '@school/shared/types';
import type { Database } from '../db/schema';
import { ApiError } from '../http/apiError';
import { auditChanges } from '../audit/auditFields';
import { uploadAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { findMedia, insertMedia, type NewVariant } from '../repositories/mediaRepository';
import { requireRoomFor, schoolKeyPrefix } from '../tenancy/schoolMedia';
import { createAvifVariants } from './avifVariants';
import { decodeImage, encodeVariants, parkImage, storeVariantFiles, type VariantFile } from './imageVariants';
import type { MediaConfig } from './mediaConfig';
import { createProcessingQueue, QueueFullError, type ProcessingQueue } from './processingQueue';
import { receiveUpload, type ReceivedUpload } from './receiveUpload';
import { sniffAllowedType } from './sniffType';
import type { MediaStorage } from './storage/mediaStorage';
import type { AllowedType } from './allowedTypes';

export const RETRY_AFTER_SECONDS = 5;

export interface MediaService {
  storage: MediaStorage;
  /** Images being decoded and encoded before their upload is answered. */
  processing: ProcessingQueue;
  /** AVIF variants made after the upload was answered. */
  background: ProcessingQueue;
  upload(request: FastifyRequest, actor: User): Promise<Media>;
  /** After a takedown: an AVIF variant still to be made for the media is never stored. */
  cancelVariants(mediaId: number): void;
  /** At start: the AVIF variants a crash left unmade are queued. Answers how many images. */
  resumeVariants(): Promise<number>;
}

const busy = () => new ApiError(503, mediaMessages.busy);

export function createMediaService(db: Kysely<Database>, storage: MediaStorage, config: MediaConfig, log: FastifyBaseLogger, now: () => number): MediaService {
  const processing = createProcessingQueue(config.concurrency, config.queueLength);
  const avif = createAvifVariants({ db, storage, processing, maxWaitMs: config.avifMaxWaitMs, maxPixels: config.maxPixels, log });

  const limitOf = (kind: MediaKind) => (kind === 'IMAGE' ? config.maxImageBytes : config.maxDocumentBytes);
  const tooLarge = (name: string, kind: MediaKind) => new ApiError(413, mediaMessages.tooLarge(name, kind === 'IMAGE' ? 'image' : 'document', limitOf(kind)));

  const removeTemp = (files: VariantFile[]) => Promise.all(files.map((file) => rm(file.path, { force: true })));
  const removeStored = (keys: string[]) => Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));

  async function storeImage(upload: ReceivedUpload, base: string) {
    const { image, files } = await processing
      .run(async () => {
        const decoded = await decodeImage(upload.tempPath, upload.originalName, config.maxPixels);
        const encoded = await encodeVariants(decoded, ['webp', 'jpeg']);
        return { image: await parkImage(decoded), files: encoded };
      })
      .catch((error: unknown) => Promise.reject(error instanceof QueueFullError ? busy() : error));
    try {
      const variants = await storeVariantFiles(storage, base, files);
      // The image's own URL is its largest JPEG: the uploaded bytes (and their metadata) are never kept.
      const largest = variants.filter((variant) => variant.format === 'jpeg').at(-1)!;
      return { image, variants, key: largest.storage_key, width: image.width, height: image.height };
    } catch (error) {
      await rm(image.path, { force: true });
      throw error;
    } finally {
      await removeTemp(files);
    }
  }

  async function upload(request: FastifyRequest, actor: User): Promise<Media> {
    if (!request.isMultipart()) throw new ApiError(415, mediaMessages.notMultipart);
    if (processing.isFull()) throw busy();
    const received = await receiveUpload(request, Math.max(config.maxDocumentBytes, config.maxImageBytes), async (name, partialPath) =>
      tooLarge(name, (await sniffAllowedType(partialPath))?.kind ?? 'DOCUMENT'),
    );
    try {
      const type = await sniffAllowedType(received.tempPath);
      if (!type) throw new ApiError(415, mediaMessages.unsupportedType(received.originalName));
      if (received.sizeBytes > limitOf(type.kind)) throw tooLarge(received.originalName, type.kind);
      const text = validate(mediaUpdateSchema, { alt: received.alt, decorative: received.decorative });
      if (!text.valid) throw new ApiError(400, Object.values(text.errors)[0] ?? mediaMessages.fileRequired, text.errors);
      const school = request.tenant.kind === 'school' ? request.tenant.school : null;
      if (school) await requireRoomFor(db, school, received.sizeBytes);
      return await store({ ...received, alt: text.value.alt ?? '' }, type, actor, school?.id ?? null);
    } finally {
      await received.discard();
    }
  }

  async function store(received: ReceivedUpload, type: AllowedType, actor: User, schoolId: number | null): Promise<Media> {
    // A school's files are stored under its prefix (schoolMedia.ts); a single school's have none.
    const base = `${schoolKeyPrefix(schoolId)}${received.sha256.slice(0, 20)}-${randomBytes(4).toString('hex')}`;
    const stored =
      type.kind === 'IMAGE'
        ? await storeImage(received, base)
        : await storage.put(`${base}.${type.extension}`, received.tempPath, type.mimeType).then(() => ({
            image: undefined,
            variants: [] as NewVariant[],
            key: `${base}.${type.extension}`,
            width: null,
            height: null,
          }));
    const keys = [stored.key, ...stored.variants.map((variant) => variant.storage_key)];
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const mediaId = await insertMedia(
          trx,
          {
            kind: type.kind,
            mime_type: type.mimeType,
            original_name: received.originalName,
            storage_key: stored.key,
            sha256: received.sha256,
            size_bytes: received.sizeBytes,
            width: stored.width,
            height: stored.height,
            alt: received.alt,
            decorative: received.decorative,
            uploaded_by: actor.id,
            created_at: now(),
            school_id: schoolId,
          },
          stored.variants,
        );
        await recordAudit(
          trx,
          {
            actor: { id: actor.id, username: actor.username },
            action: 'UPLOAD',
            itemType: 'media',
            itemId: mediaId,
            itemLabel: received.originalName,
            changes: auditChanges(uploadAudit, undefined, { originalName: received.originalName, mimeType: type.mimeType, sizeBytes: received.sizeBytes, alt: received.alt }),
          },
          now(),
        );
        return mediaId;
      })
      .catch(async (error: unknown) => {
        await removeStored(keys);
        if (stored.image) await rm(stored.image.path, { force: true });
        throw error;
      });
    // Read before AVIF is scheduled: the answer is always the WebP and JPEG variants alone.
    const media = (await findMedia(db, id))!;
    if (stored.image) avif.fromParked({ id, storageKey: stored.key, originalName: received.originalName }, base, stored.image);
    return media;
  }

  return { storage, processing, background: avif.queue, upload, cancelVariants: avif.cancel, resumeVariants: avif.resumePending };
}
