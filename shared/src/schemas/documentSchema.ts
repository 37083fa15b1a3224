// A document (a stored file or an external link) with its category, school year, publication date
// and optional valid-until date. The categories include those Law 544/2001 asks schools to publish.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import { contentTitle, isoDay, lifecycleInput, lifecycleOutput, listQuery, optionalOf, pageOf, schoolYear } from './contentFields';
import { cleanText, reference } from './fieldRules';

/** The categories the public-information page (Law 544/2001) shows: none may be empty. */
export const PUBLIC_INFORMATION_CATEGORIES = [
  'regulations',
  'budget-and-execution',
  'procurement',
  'asset-and-interest-declarations',
  'salary-rights',
  'annual-report',
  'programmes-and-strategies',
] as const;
export type PublicInformationCategory = (typeof PUBLIC_INFORMATION_CATEGORIES)[number];

export const DOCUMENT_CATEGORIES = [
  ...PUBLIC_INFORMATION_CATEGORIES,
  'request-form',
  // what the site's pages list today
  'staffing',
  'scholarships',
  'enrolment',
  'projects',
  'announcements',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

// No spaces or control characters anywhere (\p{Cc}): a browser could read them as another address.
const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+\.\S+$/i.test(value) && !/[\p{Cc}\s]/u.test(value);

export const documentSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** The stored file, or null for an external link. */
  file: z.nullable(z.object({ id: z.int(), url: z.nullable(z.string()), originalName: z.nullable(z.string()), mimeType: z.nullable(z.string()), sizeBytes: z.nullable(z.number()) })),
  url: z.nullable(z.string()),
  /** Where a visitor opens it: the file's URL or the external link. */
  href: z.nullable(z.string()),
  category: z.enum(DOCUMENT_CATEGORIES),
  schoolYear: z.string(),
  publishedOn: z.string(),
  validUntil: z.nullable(z.string()),
  ...lifecycleOutput,
});

export const documentInputSchema = z
  .object({
    title: contentTitle,
    file: reference(m.documentSource),
    url: optionalOf(cleanText(m.documentSource).check(z.maxLength(2000, m.documentSource), z.refine(isHttpUrl, m.documentSource))),
    category: z.enum(DOCUMENT_CATEGORIES, { error: m.category(DOCUMENT_CATEGORIES) }),
    schoolYear,
    publishedOn: isoDay(m.date),
    validUntil: optionalOf(isoDay(m.validUntil)),
    ...lifecycleInput,
  })
  .check(
    z.refine((doc) => (doc.file === null) !== (doc.url === null), { error: m.documentSource, path: ['file'] }),
    z.refine((doc) => doc.validUntil === null || doc.validUntil >= doc.publishedOn, { error: m.validUntil, path: ['validUntil'] }),
  );

export const documentListQuerySchema = z.object({ ...listQuery, category: z.optional(z.enum(DOCUMENT_CATEGORIES, { error: m.category(DOCUMENT_CATEGORIES) })) });
export const documentPageSchema = pageOf(documentSchema);

export type SchoolDocument = z.output<typeof documentSchema>;
export type DocumentInput = z.input<typeof documentInputSchema>;
export type DocumentValues = z.output<typeof documentInputSchema>;
