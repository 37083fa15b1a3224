// GET /api/search?q=: published pages, news, document titles and gallery titles, best first.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import { CONTENT_TYPES } from './contentFields';

export const searchQuerySchema = z.object({
  q: z.string({ error: m.query }).check(z.trim(), z.maxLength(200, m.query), z.refine((q) => /[\p{L}\p{N}]{2}/u.test(q), m.query)),
});

export const searchResultSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.int(),
  title: z.string(),
  /** Plain text around the first match (no markup). */
  snippet: z.string(),
  /** news: its slug; page: its key; document: its href; gallery: null. */
  ref: z.nullable(z.string()),
});

export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });

export type SearchResult = z.output<typeof searchResultSchema>;
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
