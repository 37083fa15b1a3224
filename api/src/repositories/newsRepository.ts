// Data access for news posts (the Erasmus posts are news of a project): the public list (published,
// newest first), one post by id or slug, and its slug at a save. Its definition (content/kinds/news.ts)
// saves them.
import type { ContentStatus, NewsPage, NewsPost, NewsValues, PhotoInput } from '@school/shared/types';
import type { Db } from '../db/database';
import type { KindRows } from '../content/defineContentKind';
import type { NewsPostsTable } from '../db/schema';
import { lifecycleFields, visibleRows, type View } from '../content/contentLifecycle';
import { pageOf, visibleRow, type ContentListFilter } from '../content/contentPaging';
import { parsePhotos, photoResolver } from '../content/photos';
import { rememberSlugChange, slugify, uniqueSlug } from '../content/slugs';

/** A post's values as saved: the input, its school year resolved. */
export type SavedNews = NewsValues & { schoolYear: string };
type NewsRow = Omit<NewsPostsTable, 'id'> & { id: number };

const newsValues = (row: NewsRow): SavedNews => ({
  title: row.title,
  place: row.place,
  date: row.date,
  body: row.body,
  schoolYear: row.school_year,
  project: row.project,
  coverImage: row.cover_image ? (JSON.parse(row.cover_image) as PhotoInput) : null,
  images: parsePhotos(row.images),
  status: row.status as ContentStatus,
  publishAt: lifecycleFields(row).publishAt,
});

const newsColumns = (values: SavedNews) => ({
  title: values.title,
  place: values.place,
  date: values.date,
  body: values.body,
  school_year: values.schoolYear,
  project: values.project,
  cover_image: values.coverImage ? JSON.stringify(values.coverImage) : null,
  images: JSON.stringify(values.images),
});

/** How news posts are stored: what their definition (content/kinds/news.ts) reads and writes. */
export const newsRows: KindRows<'news_posts', SavedNews> = { table: 'news_posts', toValues: newsValues, columns: newsColumns };

/** The post's photos: the cover first. */
export const newsPhotos = (values: Pick<SavedNews, 'coverImage' | 'images'>): PhotoInput[] => [...(values.coverImage ? [values.coverImage] : []), ...values.images];

/** The slug the post is saved with: a new post's from its title; a renamed post's anew, its former slug remembered (301). */
export async function newsSlug(db: Db, id: number | null, values: SavedNews, before: SavedNews | undefined): Promise<{ slug: string }> {
  if (id === null) return { slug: await uniqueSlug(db, slugify(values.title), null) };
  const { slug: oldSlug } = await db.selectFrom('news_posts').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
  const slug = before?.title === values.title ? oldSlug : await uniqueSlug(db, slugify(values.title), id);
  await rememberSlugChange(db, id, oldSlug, slug);
  return { slug };
}

async function toPosts(db: Db, rows: NewsRow[]): Promise<NewsPost[]> {
  const photo = await photoResolver(db, rows.flatMap((row) => newsPhotos(newsValues(row))));
  return rows.map((row) => {
    const values = newsValues(row);
    return {
      id: row.id,
      slug: row.slug,
      ...values,
      coverImage: values.coverImage && photo(values.coverImage),
      images: values.images.map(photo),
      ...lifecycleFields(row),
    };
  });
}

export interface NewsFilter extends ContentListFilter {
  schoolYear?: string;
  project?: string;
}

export async function listNews(db: Db, filter: NewsFilter): Promise<NewsPage> {
  let query = db.selectFrom('news_posts').where(visibleRows(filter.view, filter.now, filter.status));
  if (filter.schoolYear) query = query.where('school_year', '=', filter.schoolYear);
  // What the school-year rollover archived is public under its year only, out of the current lists.
  else if (filter.view === 'public') query = query.where('archived_at', 'is', null);
  if (filter.project !== undefined) query = filter.project === '' ? query.where('project', 'is', null) : query.where('project', '=', filter.project);
  return pageOf(
    filter,
    query,
    (list) => list.selectAll().orderBy('date', 'desc').orderBy('id', 'desc'),
    (rows) => toPosts(db, rows),
  );
}

/** By id (digits) or slug, as the view may see it. */
export async function findNews(db: Db, idOrSlug: number | string, view: View, now: number): Promise<NewsPost | undefined> {
  const row = await visibleRow(db, 'news_posts', 'slug', idOrSlug, view, now);
  return row && (await toPosts(db, [row]))[0];
}
