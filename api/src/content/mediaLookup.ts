// TEMPORARY until the media engineer's mediaRepository lands on main: the same signature.
import type { Db } from '../db/database';

interface MediaFile {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  mimeType: string;
  sizeBytes: number;
  variants: { url: string; width: number; height: number; format: string }[];
}

const url = (key: string) => `/api/media/files/${key}`;

export async function findMediaByIds(db: Db, ids: readonly number[]): Promise<Map<number, MediaFile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'storage_key', 'width', 'height', 'mime_type', 'size_bytes']).where('id', 'in', unique).execute();
  const variants = await db.selectFrom('media_variants').select(['media_id', 'storage_key', 'width', 'height', 'format']).where('media_id', 'in', unique).orderBy('width').execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        url: url(row.storage_key),
        width: row.width,
        height: row.height,
        mimeType: row.mime_type,
        sizeBytes: Number(row.size_bytes),
        variants: variants.filter((v) => v.media_id === row.id).map((v) => ({ url: url(v.storage_key), width: v.width, height: v.height, format: v.format })),
      },
    ]),
  );
}
