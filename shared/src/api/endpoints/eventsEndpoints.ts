// The admin's calls for the calendar's events (/content/events), from the kind's names. The public
// reads are calendarEndpoints.ts.
import { apiSlice } from '@school/shared';
import { contentKindEndpoints } from './contentKindEndpoints';

export const eventsApi = apiSlice.injectEndpoints({ endpoints: (build) => contentKindEndpoints(build, 'event', { revisions: true }) });

export const { useGetEventsQuery, useGetEventQuery, useAddEventMutation, useUpdateEventMutation, useDeleteEventMutation, useGetEventRevisionsQuery, useRestoreEventRevisionMutation } = eventsApi;
