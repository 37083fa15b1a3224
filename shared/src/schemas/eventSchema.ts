// An event of the school's calendar (enrolment window, holidays, exams, parent meetings...): what
// the API answers and what the editor sends (POST /api/content/events, PUT /api/content/events/{id}).
// start and end are Bucharest wall-clock values: a day 'YYYY-MM-DD' (all-day, end inclusive) or
// 'YYYY-MM-DDTHH:MM'; both of one form, end (optional) never before start.
import * as z from 'zod/mini';
import { contentMessages as m } from '../messages/contentMessages';
import { EVENT_CATEGORIES } from '../types/eventCategories';
import { contentLimits, contentTitle, isoDay, lifecycleInput, lifecycleOutput, listQuery, optionalOf, pageOf, richTextBody, schoolYear } from './contentFields';
import { cleanText } from './fieldRules';

export { EVENT_CATEGORIES, eventCategoryWords, isEventCategory, type EventCategory } from '../types/eventCategories';

const momentPattern = /^(\d{4}-\d{2}-\d{2})(T(?:[01]\d|2[0-3]):[0-5]\d)?$/;

/** Whether a start or end value is a day only (an all-day event). */
export const isDayOnly = (moment: string) => !moment.includes('T');

/** A day, or a day with a time: the day must be real and in the site's year range (isoDay's rules). */
const eventMoment = (message: string) => {
  const day = isoDay(message);
  return z.string({ error: message }).check(
    z.trim(),
    z.refine(
      (value) => {
        const parts = momentPattern.exec(value);
        return parts !== null && day.safeParse(parts[1]).success;
      },
      { error: message, abort: true },
    ),
  );
};

const categoryMessage = m.category(EVENT_CATEGORIES);

export const eventSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.nullable(z.string()),
  allDay: z.boolean(),
  place: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  body: z.string(),
  schoolYear: z.string(),
  ...lifecycleOutput,
});

export const eventInputSchema = z
  .object({
    title: contentTitle,
    start: eventMoment(m.eventStart),
    end: optionalOf(eventMoment(m.eventEnd)),
    place: z.pipe(
      optionalOf(cleanText().check(z.maxLength(contentLimits.titleLength, m.eventPlaceTooLong(contentLimits.titleLength)))),
      z.transform((place: string | null) => place ?? ''),
    ),
    category: z.enum(EVENT_CATEGORIES, { error: categoryMessage }),
    body: z._default(richTextBody, ''),
    /** Left out: the school year the start falls in. */
    schoolYear: optionalOf(schoolYear),
    ...lifecycleInput,
  })
  .check(
    z.refine((event) => event.end === null || isDayOnly(event.end) === isDayOnly(event.start), { error: m.eventEndForm, path: ['end'], abort: true }),
    z.refine((event) => event.end === null || event.end >= event.start, { error: m.eventEndBeforeStart, path: ['end'] }),
  );

/** ?from=YYYY-MM-DD (events not over before that day) &category= on top of every list's paging. */
export const eventListQuerySchema = z.object({
  ...listQuery,
  from: z.optional(isoDay(m.date)),
  category: z.optional(z.enum(EVENT_CATEGORIES, { error: categoryMessage })),
});
export const eventPageSchema = pageOf(eventSchema);

export type SchoolEvent = z.output<typeof eventSchema>;
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;
export type EventPage = z.output<typeof eventPageSchema>;
export type EventListQuery = z.output<typeof eventListQuerySchema>;
