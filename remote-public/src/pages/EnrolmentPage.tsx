import styled from 'styled-components';
import { calendarMessages as m, useGetPageQuery, useSchoolDetails } from '@school/shared';
import { EnrolmentDates } from '../calendar/EnrolmentDates';
import { EnrolmentEligibility } from '../calendar/EnrolmentEligibility';
import { useLatestYearEvents } from '../calendar/useLatestYearEvents';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';

/** The secretariat's numbers come from About us, not from the page's sections. */
function Phones() {
  const { details: data } = useSchoolDetails();
  return (
    <InfoSection title="Telefoane de contact">
      {data ? (
        <List>
          <li>
            Secretariat: <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
          </li>
          <li>Fax: {data.fax}</li>
        </List>
      ) : (
        <p>Numerele de telefon ale secretariatului se găsesc pe pagina de contact.</p>
      )}
    </InfoSection>
  );
}

/**
 * /inscrierea: the campaign (its school year, in the title) and its dates from the calendar's
 * enrolment events, the age rule for that year, then the page's sections from the API (places,
 * hours, papers, forms), then the phones. A date or a year is changed in the calendar alone.
 */
export default function EnrolmentPage() {
  const { data } = useGetPageQuery('inscrierea');
  const { schoolYear } = useLatestYearEvents('enrolment');
  return (
    <Page description="Înscrierea în clasa pregătitoare: locuri, calendar, program, condiții de vârstă și acte necesare." title={schoolYear ? m.enrolmentCampaign(schoolYear) : data?.title}>
      <EnrolmentDates />
      {schoolYear && <EnrolmentEligibility schoolYear={schoolYear} />}
      <PageContent pageKey="inscrierea" after={<Phones />} />
    </Page>
  );
}

const List = styled.ul`
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
