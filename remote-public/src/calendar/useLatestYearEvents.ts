import { useGetCalendarEventsQuery, type EventCategory, type SchoolEvent } from '@school/shared';

/** How many events of a category are read to find its latest school year's (a category holds a dozen a year). */
const READ_SIZE = 100;

/** The events of the latest school year among `events`, in time order, with that year. */
export function latestYearOf(events: SchoolEvent[]): { schoolYear: string | null; events: SchoolEvent[] } {
  const schoolYear = events.reduce<string | null>((latest, event) => (latest === null || event.schoolYear > latest ? event.schoolYear : latest), null);
  // ISO starts sort as text; localeCompare would load a collator's rules (~50 ms on a slow phone) for nothing.
  const ofYear = events.filter((event) => event.schoolYear === schoolYear).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  return { schoolYear, events: ofYear };
}

/**
 * A category's published events of its latest school year (the current enrolment campaign, this
 * year's structure): the dates a teacher keeps once, in the calendar. `loaded` once the answer came.
 */
export function useLatestYearEvents(category: EventCategory) {
  const { data, isLoading, isError, refetch } = useGetCalendarEventsQuery({ category, pageSize: READ_SIZE });
  return { ...latestYearOf(data?.items ?? []), loaded: data !== undefined, isLoading, isError, refetch };
}
