// /admin/events: 'All Events', the school's calendar. The events of the chosen status and school
// year, searched, sorted and paged; 'Add event' and each row's Edit open the editor.
import { eventCategoryWords, type SchoolEvent } from '@school/shared';
import { useDeleteEventMutation, useGetEventQuery, useGetEventsQuery } from '@school/shared/admin-api';
import { contentScreen } from '../components/content/contentScreen';
import { AdminScreen } from '../components/screen/AdminScreen';
import { EventEditor } from './events/EventEditor';

const eventsScreen = contentScreen<SchoolEvent>({
  type: 'event',
  columns: [
    { key: 'start', header: 'Start', render: (event) => event.start.replace('T', ' '), sortValue: (event) => event.start },
    { key: 'category', header: 'Category', render: (event) => eventCategoryWords[event.category].en, sortValue: (event) => event.category },
  ],
  searchText: (event) => `${event.title} ${event.place} ${event.start}`,
  useList: useGetEventsQuery,
  useItem: useGetEventQuery,
  useDelete: useDeleteEventMutation,
  Editor: EventEditor,
});

export default function EventsPage() {
  return <AdminScreen config={eventsScreen} />;
}
