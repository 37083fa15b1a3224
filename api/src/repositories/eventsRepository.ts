// Data access for the calendar's events: the list (from a day, by category; in time order), one
// event by id or slug, and the row an event's values make (every save, the seed's too, goes through
// the Events kind: audit, revision and search index included).
import { schoolYearOf, isDayOnly } from '@school/shared/schemas';
import type { ContentStatus, EventCategory, EventPage, EventValues, SchoolEvent } from '@school/shared/types';
import { sanitizeRichText } from '@school/shared/rich-text/server';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { KindRows } from '../content/defineContentKind';
import type { EventsTable } from '../db/schema';
import { lifecycleFields, visibleRows, type View } from '../content/contentLifecycle';
import { pageOf, visibleRow, type ContentListFilter } from '../content/contentPaging';
import { slugify } from '../content/slugs';

/** An event's values as saved: the input, its body sanitized and its school year resolved. */
export type SavedEvent = EventValues & { schoolYear: string };
type EventRow = Selectable<EventsTable>;

const toEventValues = (row: EventRow): SavedEvent => ({
  title: row.title,
  start: row.start_at,
  end: row.end_at,
  place: row.place,
  category: row.category as EventCategory,
  body: row.body,
  schoolYear: row.school_year,
  status: row.status as ContentStatus,
  publishAt: lifecycleFields(row).publishAt,
});

export const toEvent = (row: EventRow): SchoolEvent => ({
  id: row.id,
  slug: row.slug,
  ...toEventValues(row),
  allDay: isDayOnly(row.start_at),
  ...lifecycleFields(row),
});

export interface EventFilter extends ContentListFilter {
  /** Events not over before this day (YYYY-MM-DD). */
  from?: string;
  category?: EventCategory;
  schoolYear?: string;
}

// The day an event ends on: its end's day, else its start's (both forms begin with YYYY-MM-DD).
const lastDay = sql<string>`substr(coalesce(end_at, start_at), 1, 10)`;

export async function listEvents(db: Db, filter: EventFilter): Promise<EventPage> {
  let query = db.selectFrom('events').where(visibleRows(filter.view, filter.now, filter.status));
  if (filter.from) query = query.where(lastDay, '>=', filter.from);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.schoolYear) query = query.where('school_year', '=', filter.schoolYear);
  return pageOf(
    filter,
    query,
    // Visitors read what comes next; editors see the latest planned first, as the other lists.
    (list) => list.selectAll().orderBy('start_at', filter.view === 'editor' ? 'desc' : 'asc').orderBy('id'),
    async (rows) => rows.map(toEvent),
  );
}

/** By id or slug, as the view may see it. */
export async function findEvent(db: Db, idOrSlug: number | string, view: View, now: number): Promise<SchoolEvent | undefined> {
  const row = await visibleRow(db, 'events', 'slug', idOrSlug, view, now);
  return row && toEvent(row);
}

/** The first of `base`, `base-2`, `base-3`… that no other event has. */
export async function uniqueEventSlug(db: Db, title: string, eventId: number | null): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await db.selectFrom('events').select('id').where('slug', '=', candidate).executeTakeFirst();
    if (!taken || taken.id === eventId) return candidate;
  }
}

/** The stored values of an input: its body sanitized, its school year the start's when left out. */
export const savedEventValues = (input: EventValues): SavedEvent => ({
  ...input,
  body: sanitizeRichText(input.body),
  schoolYear: input.schoolYear ?? schoolYearOf(input.start.slice(0, 10)),
});

/** The columns an event's own values fill (the lifecycle's apart). */
const eventColumns = (values: SavedEvent) => ({
  title: values.title,
  start_at: values.start,
  end_at: values.end,
  place: values.place,
  category: values.category,
  body: values.body,
  school_year: values.schoolYear,
});

/** How events are stored: what their definition (content/kinds/event.ts) reads and writes. */
export const eventRows: KindRows<'events', SavedEvent> = { table: 'events', toValues: toEventValues, columns: eventColumns };
