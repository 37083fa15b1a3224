// /informatii-de-interes-public: what Law 544/2001 (art. 5) asks the school to publish, the
// request form (a request lands in the admin's Messages with a registration number) and how to
// contest an answer.
import { useGetTeachersQuery, useSchoolDetails } from '@school/shared';
import { PUBLIC_INFORMATION_ANSWER_DAYS } from '@school/shared/schemas';
import { ContactBlock } from '../components/ContactBlock';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { CategoryDocuments } from '../legal/CategoryDocuments';
import { documentSections } from '../legal/publicInformationSections';
import { PublicInformationRequestForm } from '../legal/PublicInformationRequestForm';
import { managementLines } from './ManagementTeamPage';

const { standard, complex } = PUBLIC_INFORMATION_ANSWER_DAYS;

function Management() {
  const { data } = useGetTeachersQuery();
  const { details } = useSchoolDetails();
  return (
    <InfoSection title="Conducerea și persoana responsabilă cu informațiile de interes public">
      {data && (
        <ul>
          {managementLines(data).map((line) => (
            <li key={line.id}>{line.text}</li>
          ))}
        </ul>
      )}
      <p>
        Solicitările de informații de interes public sunt primite și înregistrate de persoana desemnată de director, la secretariatul școlii
        {details?.email ? (
          <>
            {' '}
            (<a href={`mailto:${details.email}`}>{details.email}</a>)
          </>
        ) : null}
        , sau prin formularul de mai jos.
      </p>
    </InfoSection>
  );
}

export default function PublicInformationPage() {
  return (
    <Page description="Informațiile de interes public ale școlii (Legea nr. 544/2001): organizare, conducere, buget, achiziții, declarații, salarii, rapoarte și formularul de solicitare.">
      <p>
        Conform Legii nr. 544/2001 privind liberul acces la informațiile de interes public, școala publică din oficiu informațiile de mai jos. Pe
        cele care nu se află aici le puteți cere cu formularul de la sfârșitul paginii.
      </p>
      <nav aria-label="Cuprins">
        <ul>
          {documentSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
          <li>
            <a href="#solicitare">Cum solicitați informații</a>
          </li>
          <li>
            <a href="#contestare">Cum contestați un răspuns</a>
          </li>
        </ul>
      </nav>
      <Management />
      <InfoSection title="Date de contact și program">
        <p>Secretariatul: luni – joi, 8:00 – 18:00; vineri, 8:00 – 17:00.</p>
        <ContactBlock />
      </InfoSection>
      {documentSections.map((section) => (
        <InfoSection key={section.id} id={section.id} title={section.title}>
          <p>{section.about}</p>
          <CategoryDocuments category={section.category} />
        </InfoSection>
      ))}
      <InfoSection id="solicitare" title="Cum solicitați informații">
          <p>
            Puteți cere orice informație de interes public care nu este publicată aici: în scris la secretariat, pe e-mail sau cu formularul de
            mai jos. Solicitarea primește un număr de înregistrare. Răspunsul vine în cel mult {standard} zile de la înregistrare; pentru o
            solicitare complexă, în cel mult {complex} de zile, iar despre prelungire sunteți anunțat în primele {standard} zile.
          </p>
          <PublicInformationRequestForm />
      </InfoSection>
      <InfoSection id="contestare" title="Cum contestați un răspuns">
          <p>
            Dacă solicitarea v-a fost refuzată, nu ați primit răspuns în termen sau răspunsul nu vă mulțumește, puteți depune o reclamație
            administrativă la directorul școlii, în cel mult 30 de zile de la data la care ați luat cunoștință de refuz sau de la expirarea
            termenului. Dacă nici răspunsul la reclamație nu vă mulțumește, vă puteți adresa instanței de contencios administrativ (tribunalul
            în a cărui rază domiciliați sau în care se află școala).
          </p>
      </InfoSection>
    </Page>
  );
}
