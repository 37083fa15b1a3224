// A news post's address: its title in lower case, Romanian letters transliterated ('Ziua Școlii'
// → 'ziua-scolii'), unique among current and former slugs (-2, -3… when taken).
import type { Db } from '../db/database';

const MAX_LENGTH = 80;

export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  // A slug of digits only would read as an id in /api/content/news/{slugOrId}.
  return slug === '' ? 'stire' : /^\d+$/.test(slug) ? `stire-${slug}` : slug;
}

/** The first of `base`, `base-2`, `base-3`… that no other post has, now or formerly. */
export async function uniqueSlug(db: Db, base: string, postId: number | null): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const current = await db.selectFrom('news_posts').select('id').where('slug', '=', candidate).executeTakeFirst();
    const former = await db.selectFrom('news_old_slugs').select('news_id').where('slug', '=', candidate).executeTakeFirst();
    const takenByOther = (current && current.id !== postId) || (former && former.news_id !== postId);
    if (!takenByOther) return candidate;
  }
}

/** Keeps `oldSlug` pointing at the post (unless the post takes it back). */
export async function rememberSlugChange(db: Db, postId: number, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await db.deleteFrom('news_old_slugs').where('slug', '=', newSlug).execute();
  await db.insertInto('news_old_slugs').values({ slug: oldSlug, news_id: postId }).execute();
}

/** The post a former slug points at. */
export async function postIdForOldSlug(db: Db, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom('news_old_slugs').select('news_id').where('slug', '=', slug).executeTakeFirst();
  return row?.news_id;
}
