import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { calendarEventPath, formatEventWhen, type SchoolEvent } from '@school/shared';

/** Events as a two-column table (what, when), each title linking to the event's page. */
export function EventTable({ events }: { events: SchoolEvent[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Activitate</th>
          <th scope="col">Perioada</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>
              <Link to={calendarEventPath(event.slug)}>{event.title}</Link>
            </td>
            <td>
              <time dateTime={event.start}>{formatEventWhen(event.start, event.end)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
