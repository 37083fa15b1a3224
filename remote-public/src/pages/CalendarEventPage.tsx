import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { calendarMessages as m, calendarPath, eventCategoryWords, formatEventWhen, getStatus, pageTitles, useGetCalendarEventQuery } from '@school/shared';
import { LastUpdated } from '../components/LastUpdated';
import { Page } from '../components/Page';
import { Missing, QueryStatus } from '../components/QueryStatus';
import { RichText } from '../components/RichText';

/** /calendar/:slug: one event, when and where it happens, its category (to the calendar filtered by it) and its description. */
export default function CalendarEventPage() {
  const slug = decodeURIComponent(useLocation().pathname.split('/')[2] ?? '');
  const { data, error, isLoading, isError, refetch } = useGetCalendarEventQuery(slug);
  const back = (
    <Back>
      <Link to={calendarPath()}>{m.backToCalendar}</Link>
    </Back>
  );
  if (!data) {
    return (
      <Page description={m.eventMissing} heading={pageTitles.calendar}>
        {getStatus(error) === 404 ? <Missing>{m.eventMissing}</Missing> : <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what={m.what} />}
        {back}
      </Page>
    );
  }
  const when = formatEventWhen(data.start, data.end);
  return (
    <Page description={`${data.title}: ${when}${data.place ? `, ${data.place}` : ''}`} title={data.title}>
      <Facts>
        <dt>{m.when}</dt>
        <dd>
          <time dateTime={data.start}>{when}</time>
        </dd>
        {data.place && (
          <>
            <dt>{m.where}</dt>
            <dd>{data.place}</dd>
          </>
        )}
        <dt>{m.category}</dt>
        <dd>
          <Link to={calendarPath(data.category)}>{eventCategoryWords[data.category].ro}</Link>
        </dd>
      </Facts>
      {data.body && <RichText html={data.body} />}
      <LastUpdated at={data.updatedAt} />
      {back}
    </Page>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
