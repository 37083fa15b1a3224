import { calendarMessages as m, useGetCalendarEventsQuery, useGetPageQuery } from '@school/shared';
import { EventTable } from '../calendar/EventTable';
import { latestYearOf } from '../calendar/useLatestYearEvents';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';
import { QueryStatus } from '../components/QueryStatus';

const PAGE_KEY = 'structura-anului-scolar';
/** A school year's modules and holidays are two dozen events at most; this reads several years. */
const READ_SIZE = 100;

/**
 * /structura-anului-scolar: the latest school year's modules and holidays from the calendar (the
 * school-year and holiday events: a date changed there changes here), then the page's own sections.
 */
export default function SchoolYearStructurePage() {
  const { data: page } = useGetPageQuery(PAGE_KEY);
  const structure = useGetCalendarEventsQuery({ category: 'school-year', pageSize: READ_SIZE });
  const holidays = useGetCalendarEventsQuery({ category: 'holiday', pageSize: READ_SIZE });
  const { schoolYear, events } = latestYearOf([...(structure.data?.items ?? []), ...(holidays.data?.items ?? [])]);
  const loaded = structure.data !== undefined && holidays.data !== undefined;
  const title = schoolYear ? m.schoolYearStructure(schoolYear) : page?.title;
  return (
    <Page description="Structura anului școlar: modulele de cursuri și vacanțele, cu datele lor." title={title}>
      {!loaded ? (
        <QueryStatus
          isLoading={structure.isLoading || holidays.isLoading}
          isError={structure.isError || holidays.isError}
          onRetry={() => void Promise.all([structure.refetch(), holidays.refetch()])}
          what={m.what}
        />
      ) : (
        schoolYear && (
          <InfoSection title={m.schoolYearStructure(schoolYear)}>
            <EventTable events={events} />
          </InfoSection>
        )
      )}
      <PageContent pageKey={PAGE_KEY} />
    </Page>
  );
}
