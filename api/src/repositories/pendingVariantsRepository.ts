// The AVIF variants still to make: an upload's are made after its answer, so a crash (or a full
// background queue) can leave an image without them until an API starts and makes them.
import type { Db } from '../db/database';
import { lockUntilCommit } from '../db/transactionLock';
import { insertVariants, type NewVariant } from './mediaRepository';

export interface ImageWithoutFormat {
  id: number;
  /** The largest JPEG: the uploaded bytes are never kept, so the missing variants start from it. */
  storageKey: string;
  originalName: string;
}

/**
 * Uploaded images with JPEG variants and none in `format`. The seeded images (WebP only) are as
 * they were made, not unfinished.
 */
export async function imagesWithoutFormat(db: Db, format: string): Promise<ImageWithoutFormat[]> {
  const rows = await db
    .selectFrom('media')
    .select(['media.id', 'media.storage_key', 'media.original_name'])
    .where('media.kind', '=', 'IMAGE')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('media_variants').select('media_variants.id').whereRef('media_variants.media_id', '=', 'media.id').where('media_variants.format', '=', 'jpeg')),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('media_variants').select('media_variants.id').whereRef('media_variants.media_id', '=', 'media.id').where('media_variants.format', '=', format))),
    )
    .orderBy('media.id')
    .execute();
  return rows.map((row) => ({ id: row.id, storageKey: row.storage_key, originalName: row.original_name }));
}

/**
 * Inserts the variants of one format unless the media has some in it already (two API processes
 * both resuming it): answers whether these were inserted.
 */
export async function insertFormatOnce(db: Db, mediaId: number, variants: NewVariant[]): Promise<boolean> {
  const format = variants[0]?.format;
  if (!format) return false;
  return db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, `variants:${mediaId}`);
    const existing = await trx.selectFrom('media_variants').select('id').where('media_id', '=', mediaId).where('format', '=', format).executeTakeFirst();
    if (existing) return false;
    await insertVariants(trx, mediaId, variants);
    return true;
  });
}
