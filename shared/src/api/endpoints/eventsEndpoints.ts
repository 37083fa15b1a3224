// The admin's calls for the calendar's events (/content/events: list, one by id, add, update,
// delete to the trash, restore, revisions), from the kind's names. The public reads are calendarEndpoints.ts.
import { CONTENT_KINDS, contentApiPath, type EventInput, type SchoolEvent } from '../../types';
import { apiSlice } from '@school/shared';
import { contentEndpoints, type ContentListQuery } from './contentEndpoints';

export const eventsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const events = contentEndpoints<SchoolEvent, EventInput, ContentListQuery>(build, { path: contentApiPath('event'), tag: CONTENT_KINDS.event.tag });
    return {
      getEvents: events.list,
      getEvent: events.one,
      addEvent: events.add,
      updateEvent: events.update,
      deleteEvent: events.remove,
      restoreEvent: events.restore,
      getEventRevisions: events.revisions,
      restoreEventRevision: events.restoreRevision,
    };
  },
});

export const {
  useGetEventsQuery,
  useGetEventQuery,
  useAddEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useGetEventRevisionsQuery,
  useRestoreEventRevisionMutation,
} = eventsApi;
