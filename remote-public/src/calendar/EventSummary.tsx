import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { calendarEventPath, eventCategoryWords, formatEventWhen, type SchoolEvent } from '@school/shared';

/** One event in a list: its title (to its page), when (in Romanian), its category and place. */
export function EventSummary({ event, headingLevel = 3 }: { event: SchoolEvent; headingLevel?: 3 | 4 }) {
  return (
    <Item>
      <Title as={`h${headingLevel}`}>
        <Link to={calendarEventPath(event.slug)}>{event.title}</Link>
      </Title>
      <Details>
        <time dateTime={event.start}>{formatEventWhen(event.start, event.end)}</time>
        <span>{eventCategoryWords[event.category].ro}</span>
        {event.place && <span>{event.place}</span>}
      </Details>
    </Item>
  );
}

const Item = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.large};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Details = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};

  time {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

/** A list of EventSummary items, without bullets. */
export const EventList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;
