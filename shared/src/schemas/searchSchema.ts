// GET /api/search?q=: published pages, news, document titles, gallery titles and About us' texts
// (the school's description and history), best first.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import { CONTENT_TYPES } from './contentFields';
import { cleanText } from './fieldRules';

export const searchLimits = { queryLength: 200 } as const;

export const searchQuerySchema = z.object({
  q: cleanText(m.query).check(
    z.maxLength(searchLimits.queryLength, { error: m.queryTooLong(searchLimits.queryLength), abort: true }),
    z.refine((q) => /[\p{L}\p{N}]{2}/u.test(q), m.query),
  ),
});

/** What a result is: a content item, or one of About us' texts (not a content item: no lifecycle, no trash). */
export const SEARCH_RESULT_TYPES = [...CONTENT_TYPES, 'about-us'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.int(),
  title: z.string(),
  /** Plain text around the first match (no markup). */
  snippet: z.string(),
  /**
   * news: its slug; page: its key; document: its href; gallery: the site address where visitors
   * see it (the current page that shows it, else the archive of its year: /arhiva?an=2023-2024);
   * about-us: the address of the page that shows the text (/home, /istoric).
   */
  ref: z.nullable(z.string()),
  /** document: its file downloads (an office file) rather than opening in the browser (opensInBrowser). */
  download: z.optional(z.boolean()),
});

export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });

export type SearchResult = z.output<typeof searchResultSchema>;
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
