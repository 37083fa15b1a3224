// The dashboard's "Needs attention" list: what keeps the site from being current, accessible and
// lawful, each entry with the admin screen that fixes it.
import * as z from 'zod/mini';

export const HEALTH_KINDS = ['stale-page', 'stale-category', 'draft', 'missing-alt', 'unconfirmed-consent', 'missing-file', 'empty-category', 'renew-page', 'unused-media'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

export const healthEntrySchema = z.object({
  kind: z.enum(HEALTH_KINDS),
  message: z.string(),
  /** 'page', 'document', 'gallery', 'news', 'media' or 'document-category'. */
  itemType: z.string(),
  itemId: z.optional(z.union([z.int(), z.string()])),
  /** The admin screen that fixes it, opened on the item (adminScreenPath: `/admin/news/12`) or the filtered list. */
  link: z.string(),
});
export const contentHealthSchema = z.array(healthEntrySchema);

/** The pages every school year renews (enrolment, school-year structure, scholarships), by key. */
export const YEARLY_PAGE_KEYS = ['inscrierea', 'structura-anului-scolar', 'legislatie-si-criterii-acordare-burse'] as const;

/** What POST /content/school-year/rollover answers: the year started and how many items (and page sections) it archived. */
export const rolloverResultSchema = z.object({
  schoolYear: z.string(),
  /** By collection ('news', 'galleries', 'documents', each kind the rollover archives) and 'sections'. */
  archived: z.record(z.string(), z.int()),
});
export type RolloverResult = z.output<typeof rolloverResultSchema>;

export type HealthEntry = z.output<typeof healthEntrySchema>;
