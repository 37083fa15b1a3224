// A news post (the Erasmus posts are news of a project), addressed by its slug: a renamed post's
// former slug answers 301 to the current one. Saves keep revisions.
import { date, photo, photoList, richText, text } from '../../audit/auditFields';
import { lifecycleAudit } from '../../audit/contentAudit';
import { newsInputSchema, newsListQuerySchema, newsPageSchema, newsSchema, schoolYearOf } from '@school/shared/schemas';
import { sanitizeRichText } from '@school/shared/rich-text/server';
import { mediaIdsInHtml } from '../../repositories/mediaUsagesRepository';
import { findNews, listNews, newsPhotos, newsRows, newsSlug, type SavedNews } from '../../repositories/newsRepository';
import { defineContentKind } from '../defineContentKind';
import { requireMedia } from '../mediaChecks';
import { scrubNews } from '../mediaScrub';
import { postIdForOldSlug } from '../slugs';
import { htmlToText } from '../textFolding';

export const newsKind = defineContentKind({
  type: 'news',
  rows: newsRows,
  revisions: true,
  schemas: { item: newsSchema, input: newsInputSchema, listQuery: newsListQuerySchema, listPage: newsPageSchema },
  address: { by: 'slug', slugOf: (post) => post.slug, formerOwner: postIdForOldSlug },
  audit: {
    title: text('title'),
    place: text('place'),
    date: date('date'),
    body: richText('body'),
    schoolYear: text('school year'),
    project: text('project'),
    coverImage: photo('cover photo'),
    images: photoList('photos'),
    ...lifecycleAudit,
  },
  prepare: async (db, input): Promise<SavedNews> => {
    const values = { ...input, body: sanitizeRichText(input.body), schoolYear: input.schoolYear ?? schoolYearOf(input.date) };
    await requireMedia(db, 'images', newsPhotos(values).map((p) => p.id));
    return values;
  },
  naming: newsSlug,
  derive: async (db, id, values) => {
    const slug = await db.selectFrom('news_posts').select('slug').where('id', '=', id).executeTakeFirst();
    return {
      mediaIds: [...newsPhotos(values).map((p) => p.id), ...(await mediaIdsInHtml(db, values.body))],
      search: { title: values.title, body: `${values.place} ${htmlToText(values.body)}`.trim(), ref: slug?.slug ?? null },
    };
  },
  list: (db, query, scope) => listNews(db, { ...query, ...scope }),
  find: findNews,
  scrub: (values, target) => scrubNews(values, target),
  archivedByRollover: true,
  photos: (values) => newsPhotos(values),
});
