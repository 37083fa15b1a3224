import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { calendarMessages as m, pathOf, useGetCalendarEventsQuery } from '@school/shared';
import { InfoSection } from '../components/InfoSection';
import { QueryStatus } from '../components/QueryStatus';
import { EventList, EventSummary } from './EventSummary';
import { useToday } from './useToday';

const NEXT_COUNT = 3;

/** The home page's "Urmează": the next three events not over yet, then a link to the calendar. */
export function UpcomingEvents() {
  const today = useToday();
  const { data, isLoading, isError, refetch } = useGetCalendarEventsQuery({ from: today, pageSize: NEXT_COUNT });
  return (
    <InfoSection title={m.next}>
      {!data ? (
        <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what={m.what} />
      ) : data.items.length === 0 ? (
        <p>{m.upcomingEmpty}</p>
      ) : (
        <EventList>
          {data.items.map((event) => (
            <EventSummary key={event.id} event={event} />
          ))}
        </EventList>
      )}
      <p>
        <AllEvents to={pathOf('calendar')}>{m.wholeCalendarLink}</AllEvents>
      </p>
    </InfoSection>
  );
}

const AllEvents = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;
