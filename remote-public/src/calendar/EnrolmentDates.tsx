import { calendarMessages as m } from '@school/shared';
import { InfoSection } from '../components/InfoSection';
import { QueryStatus } from '../components/QueryStatus';
import { EventTable } from './EventTable';
import { useLatestYearEvents } from './useLatestYearEvents';

/** /inscrierea's "Calendarul înscrierii": the current campaign's dates, from the calendar's enrolment events. */
export function EnrolmentDates() {
  const { events, loaded, isLoading, isError, refetch } = useLatestYearEvents('enrolment');
  if (loaded && events.length === 0) return null;
  return (
    <InfoSection title={m.enrolmentDates}>
      {loaded ? <EventTable events={events} /> : <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what={m.what} />}
    </InfoSection>
  );
}
