// A news post (Noutăți; the Erasmus posts are news of a project): what the API answers and what the
// editor sends (POST /api/content/news, PUT /api/content/news/{id}). The shape is fixed by issue 11.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import {
  consentRule,
  contentLimits,
  contentTitle,
  isoDay,
  lifecycleInput,
  lifecycleOutput,
  listQuery,
  optionalOf,
  optionalPhoto,
  optionalText,
  pageOf,
  photoList,
  photoSchema,
  richTextBody,
  schoolYear,
} from './contentFields';
import { cleanText } from './fieldRules';

export const newsSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  place: z.string(),
  date: z.string(),
  body: z.string(),
  schoolYear: z.string(),
  project: z.nullable(z.string()),
  coverImage: z.nullable(photoSchema),
  images: z.array(photoSchema),
  ...lifecycleOutput,
});

export const newsInputSchema = z
  .object({
    title: contentTitle,
    place: z.pipe(optionalText(contentLimits.titleLength), z.transform((place: string | null) => place ?? '')),
    date: isoDay(m.date),
    body: z._default(richTextBody, ''),
    /** Left out: the school year the date falls in. */
    schoolYear: optionalOf(schoolYear),
    project: optionalText(100),
    coverImage: optionalPhoto,
    images: z._default(photoList, []),
    ...lifecycleInput,
  })
  .check(consentRule('images', (post) => [...(post.coverImage ? [post.coverImage] : []), ...post.images]));

export const newsListQuerySchema = z.object({ ...listQuery, project: z.optional(cleanText()) });
export const newsPageSchema = pageOf(newsSchema);

export type NewsPost = z.output<typeof newsSchema>;
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;
export type NewsPage = z.output<typeof newsPageSchema>;
