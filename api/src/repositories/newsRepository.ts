// Data access for news posts (the Erasmus posts are news of a project): the public list (published,
// newest first), one post by id or slug, and the save that keeps slugs, media uses, search,
// revisions and the audit log in step (contentLifecycle.ts).
import { schoolYearOf } from '@school/shared/schemas';
import type { ContentStatus, NewsPage, NewsPost, NewsValues, PhotoInput } from '@school/shared/types';
import type { Db } from '../db/database';
import type { NewsPostsTable } from '../db/schema';
import { lifecycleFields, recordSave, toMillis, visibleRows, type Actor, type View } from '../content/contentLifecycle';
import { contentKind, pageOf, type ContentListFilter } from '../content/contentPaging';
import { requireMedia } from '../content/mediaChecks';
import { parsePhotos, photoResolver } from '../content/photos';
import { sanitizeRichText } from '@school/shared/rich-text/server';
import { rememberSlugChange, slugify, uniqueSlug } from '../content/slugs';
import { htmlToText } from '../content/textFolding';
import { mediaIdsInHtml } from './mediaUsagesRepository';

/** A post's values as saved: the input, its school year resolved. */
export type SavedNews = NewsValues & { schoolYear: string };
type NewsRow = Omit<NewsPostsTable, 'id'> & { id: number };

const photosOf = (row: NewsRow): PhotoInput[] => [...(row.cover_image ? [JSON.parse(row.cover_image) as PhotoInput] : []), ...parsePhotos(row.images)];

const toValues = (row: NewsRow): SavedNews => ({
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

async function toPosts(db: Db, rows: NewsRow[]): Promise<NewsPost[]> {
  const photo = await photoResolver(db, rows.flatMap(photosOf));
  return rows.map((row) => {
    const values = toValues(row);
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

export const newsKind = contentKind({
  type: 'news',
  table: 'news_posts',
  revisions: true,
  toValues,
  derive: async (db, id, values) => {
    const slug = await db.selectFrom('news_posts').select('slug').where('id', '=', id).executeTakeFirst();
    const photos = [...(values.coverImage ? [values.coverImage] : []), ...values.images];
    return {
      label: values.title,
      mediaIds: [...photos.map((p) => p.id), ...(await mediaIdsInHtml(db, values.body))],
      search: { title: values.title, body: `${values.place} ${htmlToText(values.body)}`.trim(), ref: slug?.slug ?? null },
    };
  },
});

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
  const row = await db
    .selectFrom('news_posts')
    .selectAll()
    .where(typeof idOrSlug === 'number' ? 'id' : 'slug', '=', idOrSlug)
    .where(visibleRows(view, now))
    .executeTakeFirst();
  return row && (await toPosts(db, [row]))[0];
}

/** Creates (id null) or updates a post outside the trash; undefined when there is none to update. */
export async function saveNews(db: Db, id: number | null, input: NewsValues, actor: Actor, now: number): Promise<NewsPost | undefined> {
  const values: SavedNews = { ...input, body: sanitizeRichText(input.body), schoolYear: input.schoolYear ?? schoolYearOf(input.date) };
  await requireMedia(db, 'images', [...(values.coverImage ? [values.coverImage.id] : []), ...values.images.map((p) => p.id)]);
  const before = id === null ? undefined : await newsKind.load(db, id);
  if (id !== null && (!before || before.deletedAt !== null)) return undefined;
  const columns = {
    title: values.title,
    place: values.place,
    date: values.date,
    body: values.body,
    school_year: values.schoolYear,
    project: values.project,
    cover_image: values.coverImage ? JSON.stringify(values.coverImage) : null,
    images: JSON.stringify(values.images),
    status: values.status,
    publish_at: toMillis(values.publishAt),
    updated_at: now,
  };
  let postId: number;
  if (id === null) {
    const slug = await uniqueSlug(db, slugify(values.title), null);
    postId = (await db.insertInto('news_posts').values({ ...columns, slug, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  } else {
    postId = id;
    const { slug: oldSlug } = await db.selectFrom('news_posts').select('slug').where('id', '=', id).executeTakeFirstOrThrow();
    const slug = before!.values.title === values.title ? oldSlug : await uniqueSlug(db, slugify(values.title), id);
    await rememberSlugChange(db, id, oldSlug, slug);
    await db.updateTable('news_posts').set({ ...columns, slug }).where('id', '=', id).execute();
  }
  await recordSave(db, newsKind, { id: postId, values, before: before?.values, actor, now });
  return findNews(db, postId, 'editor', now);
}
