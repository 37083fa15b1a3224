import styled from 'styled-components';
import { useSchoolDetails } from '@school/shared';
import { DocumentList } from '../components/DocumentList';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { ScheduleTable } from '../components/ScheduleTable';
import { enrolment, enrolmentDocuments } from '../content/enrolment';

export default function EnrolmentPage() {
  const { details: data } = useSchoolDetails();
  return (
    <Page
      description="Înscrierea în clasa pregătitoare pentru anul școlar 2025-2026: locuri, calendar, program, condiții de vârstă și acte necesare."
    >
      <InfoSection title="Locuri disponibile">
        <p>{enrolment.places.text}</p>
        <p>{enrolment.places.vacancy}</p>
      </InfoSection>

      <InfoSection title="Calendarul înscrierii">
        <ScheduleTable caption="Calendarul înscrierii în clasa pregătitoare 2025-2026" rows={enrolment.calendar} />
      </InfoSection>

      <InfoSection title="Programul secretariatului">
        <ScheduleTable caption="Programul pentru înscrieri" rows={enrolment.hours} headings={['Activitatea', 'Ore']} />
      </InfoSection>

      <InfoSection title="Cine se înscrie">
        <ul>
          {enrolment.ageRules.map((rule) => (
            <li key={rule.slice(0, 30)}>{rule}</li>
          ))}
        </ul>
        <p>
          <strong>{enrolment.oneSchoolOnly}</strong>
        </p>
      </InfoSection>

      <InfoSection title="Acte necesare">
        <ul>
          {enrolment.requiredDocuments.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title="Formulare">
        <DocumentList documents={enrolmentDocuments.documents} />
      </InfoSection>

      <InfoSection title="Telefoane de contact">
        {data ? (
          <Phones>
            <li>
              Secretariat: <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
            </li>
            <li>Fax: {data.fax}</li>
          </Phones>
        ) : (
          <p>Numerele de telefon ale secretariatului se găsesc pe pagina de contact.</p>
        )}
      </InfoSection>
    </Page>
  );
}

const Phones = styled.ul`
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
