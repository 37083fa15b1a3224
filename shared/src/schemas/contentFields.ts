// The fields every content item shares (status, publish time, school year, photos), the lifecycle
// rules on them, and the lists, trash and revision answers. Each entity's schema builds on these.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import { cleanText, limits } from './fieldRules';
import { CONTENT_TYPES } from '../types/contentKinds';

export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
// The kinds' names are the zod-free types/contentKinds.ts's: the host and public pages read them too.
export { CONTENT_TYPES, type ContentType } from '../types/contentKinds';

export const contentLimits = { titleLength: 200, bodyLength: 200_000, altLength: 500, pageSizeMax: 100, photosMax: 500 } as const;

// A month 13 or day 45 makes an invalid Date, whose toISOString throws: refused, not thrown on.
const isRealDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};
const schoolYearPattern = /^(\d{4})-(\d{4})$/;
const isSchoolYear = (value: string) => {
  const years = schoolYearPattern.exec(value);
  return years !== null && Number(years[2]) === Number(years[1]) + 1;
};
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The years a day, a time or a school year may fall in: a typed 0000 or 2205 is a mistake, not a date. */
export const yearRange = { first: 1900, last: 2100 } as const;
const yearOf = (value: string) => Number(value.slice(0, 4));
const inYearRange = (value: string) => yearOf(value) >= yearRange.first && yearOf(value) <= yearRange.last;
// A school year starts in its first year: 1899-1900 holds the days of 1900.
const isSchoolYearInRange = (value: string) => yearOf(value) >= yearRange.first - 1 && yearOf(value) <= yearRange.last;
const yearRangeMessage = m.yearRange(yearRange.first, yearRange.last);

export const isoDay = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.refine(isRealDay, { error: message, abort: true }), z.refine(inYearRange, yearRangeMessage));
export const schoolYear = z
  .string({ error: m.schoolYear })
  .check(z.trim(), z.refine(isSchoolYear, { error: m.schoolYear, abort: true }), z.refine(isSchoolYearInRange, yearRangeMessage));
export const contentTitle = cleanText(m.title).check(
  z.minLength(1, { error: m.title, abort: true }),
  z.maxLength(contentLimits.titleLength, `Must be at most ${contentLimits.titleLength} characters.`),
);
export const richTextBody = cleanText(m.body(contentLimits.bodyLength)).check(z.maxLength(contentLimits.bodyLength, m.body(contentLimits.bodyLength)));

/** The school year a day falls in: September to August. */
export function schoolYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 9 ? year : year - 1;
  return `${start}-${start + 1}`;
}

const optionalOf = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined) => value ?? null));

/** status (DRAFT unless given) and publishAt (ISO time or null), as every item's input has them. */
export const lifecycleInput = {
  status: z.pipe(z.nullish(z.enum(CONTENT_STATUSES, { error: m.status })), z.transform((s: ContentStatus | null | undefined) => s ?? 'DRAFT')),
  publishAt: optionalOf(
    z
      .string({ error: m.publishAt })
      .check(z.refine((v) => isoTime.test(v) && !Number.isNaN(Date.parse(v)), { error: m.publishAt, abort: true }), z.refine(inYearRange, yearRangeMessage)),
  ),
};
export const lifecycleOutput = {
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.nullable(z.string()),
  updatedAt: z.string(),
};

/** A photo as an item sends it: the media id, its alt text here, and whether it shows pupils. */
const photoError = { error: m.photos };
export const photoInputSchema = z
  .object(
    {
      id: z.int(photoError).check(z.positive(photoError), z.maximum(limits.idMax, photoError)),
      alt: z._default(cleanText(m.photos).check(z.maxLength(contentLimits.altLength, m.photoAltTooLong(contentLimits.altLength))), ''),
      decorative: z._default(z.boolean(photoError), false),
      showsPupils: z._default(z.boolean(photoError), false),
      consentConfirmed: z._default(z.boolean(photoError), false),
    },
    photoError,
  )
  .check(z.refine((photo) => photo.decorative || photo.alt.length > 0, photoError));
export type PhotoInput = z.output<typeof photoInputSchema>;

export const photoList = z.array(photoInputSchema, { error: m.photos }).check(z.maxLength(contentLimits.photosMax, m.photos));
export const optionalPhoto = optionalOf(photoInputSchema);
export const optionalText = (max: number) => optionalOf(cleanText().check(z.maxLength(max, `Must be at most ${max} characters.`)));
export { optionalOf };

/** Publishing is refused while a photo shows pupils without confirmed consent. */
export const consentRule = <T extends { status: ContentStatus }>(field: string, photosOf: (item: T) => PhotoInput[]) =>
  z.refine<T>((item) => item.status !== 'PUBLISHED' || photosOf(item).every((p) => !p.showsPupils || p.consentConfirmed), {
    error: m.consent,
    path: [field],
  });

const variantSchema = z.object({ url: z.string(), width: z.int(), height: z.int(), format: z.string() });

/** A photo as the API answers it: the reference, with the media file's URL, size and variants. */
export const photoSchema = z.object({
  id: z.int(),
  alt: z.string(),
  decorative: z.boolean(),
  showsPupils: z.boolean(),
  consentConfirmed: z.boolean(),
  url: z.nullable(z.string()),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  variants: z.array(variantSchema),
});
export type Photo = z.output<typeof photoSchema>;

const positiveNumber = (message: string, max: number) =>
  z.pipe(z.string({ error: message }).check(z.regex(/^[1-9][0-9]{0,5}$/, message)), z.pipe(z.transform(Number), z.number().check(z.maximum(max, message))));

/** ?page=&pageSize=&status= of every list; status (DRAFT, PUBLISHED, ALL) counts for editors only. */
export const listQuery = {
  page: z._default(positiveNumber(m.page, 1_000_000), 1),
  pageSize: z._default(positiveNumber(m.pageSize(contentLimits.pageSizeMax), contentLimits.pageSizeMax), 20),
  status: z.optional(z.enum([...CONTENT_STATUSES, 'ALL'], { error: m.statusFilter })),
  schoolYear: z.optional(schoolYear),
};

/** The content lists are paged like every other list. */
export { pageOf } from './pagingSchema';

export const trashItemSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.int(),
  title: z.string(),
  deletedAt: z.string(),
  purgeAt: z.string(),
});
export type TrashItem = z.output<typeof trashItemSchema>;

export const revisionSchema = z.object({ id: z.int(), createdAt: z.string(), author: z.string(), title: z.string() });
export type Revision = z.output<typeof revisionSchema>;
