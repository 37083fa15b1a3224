// The school years the content items have: news, galleries and documents outside the trash, any
// status, newest first (a year written `2025-2026` sorts as text).
import type { Db } from '../db/database';

export async function findContentSchoolYears(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('news_posts')
    .select('school_year')
    .where('deleted_at', 'is', null)
    .union(db.selectFrom('galleries').select('school_year').where('deleted_at', 'is', null))
    .union(db.selectFrom('documents').select('school_year').where('deleted_at', 'is', null))
    .orderBy('school_year', 'desc')
    .execute();
  return rows.map((row) => row.school_year);
}
