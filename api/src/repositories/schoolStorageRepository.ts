// How many bytes each school's files take in the media storage (originals and variants).
import { sql } from 'kysely';
import type { Db } from '../db/database';

export async function storageBytesBySchool(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('media')
    .leftJoin('media_variants', 'media_variants.media_id', 'media.id')
    .select(['media.school_id', sql<number | string>`coalesce(sum(media_variants.size_bytes), 0)`.as('variants')])
    .where('media.school_id', 'is not', null)
    .groupBy('media.school_id')
    .execute();
  const originals = await db
    .selectFrom('media')
    .select(['school_id', sql<number | string>`sum(size_bytes)`.as('bytes')])
    .where('school_id', 'is not', null)
    .groupBy('school_id')
    .execute();
  const bytes = new Map<number, number>();
  for (const row of originals) bytes.set(Number(row.school_id), Number(row.bytes));
  for (const row of rows) bytes.set(Number(row.school_id), (bytes.get(Number(row.school_id)) ?? 0) + Number(row.variants));
  return bytes;
}

/** The bytes one school's files take. */
export async function storageBytesOf(db: Db, schoolId: number): Promise<number> {
  return (await storageBytesBySchool(db)).get(schoolId) ?? 0;
}
