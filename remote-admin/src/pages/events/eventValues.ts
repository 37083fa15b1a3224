// An event as the editor holds it, and what the API's schema judges from it. Start and end are
// Bucharest wall-clock values: days for an all-day event, days with a time otherwise.
import type { EventCategory, SchoolEvent } from '@school/shared';
import { localTime } from '../../components/content/localTime';

export type DateForm = 'day' | 'time';

export interface EventValues {
  title: string;
  dateForm: DateForm;
  start: string;
  end: string;
  place: string;
  category: EventCategory | '';
  schoolYear: string;
  body: string;
  /** A datetime-local value ('2026-12-01T08:00'), for Schedule. */
  publishAt: string;
}

export const emptyEvent = (today = new Date()): EventValues => ({
  title: '',
  dateForm: 'day',
  start: today.toISOString().slice(0, 10),
  end: '',
  place: '',
  category: '',
  schoolYear: '',
  body: '',
  publishAt: '',
});

export const eventToValues = (event: SchoolEvent): EventValues => ({
  title: event.title,
  dateForm: event.allDay ? 'day' : 'time',
  start: event.start,
  end: event.end ?? '',
  place: event.place,
  category: event.category,
  schoolYear: event.schoolYear,
  body: event.body,
  publishAt: localTime(event.publishAt),
});

/** A day, or a day with its time (08:00 when the field was left a day after switching to times). */
const inForm = (value: string, form: DateForm) => (form === 'day' ? value.slice(0, 10) : value.includes('T') ? value : `${value}T08:00`);

/** What the schema judges: the event as a draft (the chosen status is added on sending). */
export const eventToInput = ({ title, dateForm, start, end, place, category, schoolYear, body }: EventValues) => ({
  title,
  start: start && inForm(start, dateForm),
  end: end ? inForm(end, dateForm) : null,
  place,
  category,
  schoolYear: schoolYear || null,
  body,
});
