// The calendar's public reads: the events not over before a day (by category), one event by slug.
// The admin's writes to /content/events come from the events' content-kind definition.
import type { EventCategory, EventPage, SchoolEvent } from '../../types';
import { apiSlice } from '../apiSlice';
import { queryParams } from './contentEndpoints';

export interface CalendarQuery {
  /** YYYY-MM-DD: the events not over before that day. */
  from?: string;
  category?: EventCategory;
  pageSize?: number;
}

export const calendarApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCalendarEvents: build.query<EventPage, CalendarQuery>({
      query: (query) => ({ url: '/content/events', params: queryParams(query), cache: 'no-cache' }),
      providesTags: ['Event'],
    }),
    getCalendarEvent: build.query<SchoolEvent, string>({
      query: (slug) => ({ url: `/content/events/by-slug/${encodeURIComponent(slug)}`, cache: 'no-cache' }),
      providesTags: ['Event'],
    }),
  }),
});

export const { useGetCalendarEventsQuery, useGetCalendarEventQuery } = calendarApi;
