// An event of the school's calendar: a day or a time in Bucharest, a place, a category, a rich-text
// description. Admin reads and writes by id; visitors reach it at /calendar/{slug} (the public
// by-slug read and the .ics feeds are eventsPublicRoutes.ts). Its slug is made once, at creation:
// a link or a subscribed calendar keeps working when the title is corrected.
import { eventCategoryWords, type EventCategory } from '@school/shared/types';
import { date, enumOf, richText, text } from '../../audit/auditFields';
import { lifecycleAudit } from '../../audit/contentAudit';
import { calendarEventPath } from '@school/shared/routing';
import { eventInputSchema, eventListQuerySchema, eventPageSchema, eventSchema } from '@school/shared/schemas';
import { eventRows, findEvent, listEvents, savedEventValues, uniqueEventSlug } from '../../repositories/eventsRepository';
import { mediaIdsInHtml } from '../../repositories/mediaUsagesRepository';
import { defineContentKind } from '../defineContentKind';
import { scrubRichText } from '../mediaScrub';
import { htmlToText } from '../textFolding';

export const eventKind = defineContentKind({
  type: 'event',
  rows: eventRows,
  revisions: true,
  schemas: { item: eventSchema, input: eventInputSchema, listQuery: eventListQuerySchema, listPage: eventPageSchema },
  audit: {
    title: text('title'),
    start: date('start'),
    end: date('end'),
    place: text('place'),
    category: enumOf('category', (category: EventCategory) => eventCategoryWords[category].en),
    body: richText('body'),
    schoolYear: text('school year'),
    ...lifecycleAudit,
  },
  prepare: async (_db, input) => savedEventValues(input),
  naming: async (db, id, values) => (id === null ? { slug: await uniqueEventSlug(db, values.title, null) } : {}),
  derive: async (db, id, values) => {
    const row = await db.selectFrom('events').select('slug').where('id', '=', id).executeTakeFirst();
    return {
      mediaIds: await mediaIdsInHtml(db, values.body),
      search: { title: values.title, body: `${values.place} ${htmlToText(values.body)}`.trim(), ref: row ? calendarEventPath(row.slug) : null },
    };
  },
  list: (db, query, scope) => listEvents(db, { ...query, ...scope }),
  find: findEvent,
  scrub: (values, target) => scrubRichText(values, target),
  archivedByRollover: true,
});
