import { useSchoolDetails } from '@school/shared';
import { UpcomingEvents } from '../calendar/UpcomingEvents';
import { ContactBlock } from '../components/ContactBlock';
import { EnrolmentCall } from '../components/EnrolmentCall';
import { InfoSection } from '../components/InfoSection';
import { LatestNews } from '../components/LatestNews';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';
import { Paragraphs } from '../components/Paragraphs';

/**
 * /home: the enrolment campaign, About us' description, the home page's own sections from the API
 * (the school's facts, goals and the Erasmus+ promotion), the next events (Urmează), the latest news and the contact.
 */
export default function HomePage() {
  const { details: data } = useSchoolDetails();
  return (
    <Page
      description={`${data?.name || 'Școala'}: prezentare, calendar, noutăți și datele de contact.`}
      heading={data?.name || 'Bine ați venit!'}
    >
      <EnrolmentCall />

      {data?.description && (
        <InfoSection title="Despre noi">
          <Paragraphs text={data.description} />
        </InfoSection>
      )}

      <UpcomingEvents />
      <PageContent pageKey="home" />
      <LatestNews />

      <InfoSection title="Contact">
        <ContactBlock />
      </InfoSection>
    </Page>
  );
}
