import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { chipLink } from '../components/recurringStyles';
import {
  CALENDAR_CATEGORY_PARAM,
  EVENT_CATEGORIES,
  calendarMessages as m,
  calendarPath,
  eventCategoryWords,
  formatMonthYear,
  isEventCategory,
  useGetCalendarEventsQuery,
  type SchoolEvent,
} from '@school/shared';
import { CalendarSubscribe } from '../calendar/CalendarSubscribe';
import { EventList, EventSummary } from '../calendar/EventSummary';
import { useToday } from '../calendar/useToday';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { Missing, QueryStatus } from '../components/QueryStatus';

/** How many upcoming events the calendar shows (a school's year and more). */
const CALENDAR_SIZE = 100;

/** The events by the month they start in, in time order: [["2026-09", [...]], ...]. */
function byMonth(events: SchoolEvent[]): [string, SchoolEvent[]][] {
  const months = new Map<string, SchoolEvent[]>();
  for (const event of events) {
    const month = event.start.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /calendar: the events not over yet, by month, filtered by category with plain links (no script needed). */
export default function CalendarPage() {
  const chosen = new URLSearchParams(useLocation().search).get(CALENDAR_CATEGORY_PARAM) ?? '';
  const category = isEventCategory(chosen) ? chosen : undefined;
  const today = useToday();
  const { data, isLoading, isError, refetch } = useGetCalendarEventsQuery({ from: today, category, pageSize: CALENDAR_SIZE });
  return (
    <Page description={m.description}>
      <nav aria-label={m.categoryFilter}>
        <Categories>
          {[undefined, ...EVENT_CATEGORIES].map((each) => (
            <li key={each ?? 'all'}>
              <Link to={calendarPath(each)} aria-current={each === category ? 'page' : undefined}>
                {each ? eventCategoryWords[each].ro : m.allCategories}
              </Link>
            </li>
          ))}
        </Categories>
      </nav>
      {!data ? (
        <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what={m.what} />
      ) : data.items.length === 0 ? (
        <Missing>{category ? m.categoryEmpty : m.upcomingEmpty}</Missing>
      ) : (
        byMonth(data.items).map(([month, events]) => (
          <InfoSection key={month} title={capitalized(formatMonthYear(`${month}-01`))}>
            <EventList>
              {events.map((event) => (
                <EventSummary key={event.id} event={event} />
              ))}
            </EventList>
          </InfoSection>
        ))
      )}
      <CalendarSubscribe category={category} />
    </Page>
  );
}

const Categories = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  a {
    ${chipLink}
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
