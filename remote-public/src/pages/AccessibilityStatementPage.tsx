// /declaratie-de-accesibilitate: the accessibility statement on the EU model (Commission
// Implementing Decision (EU) 2018/1523), for a site that is partially compliant with WCAG 2.1 AA.
import { useSchoolDetails } from '@school/shared';
import { InfoSection } from '../components/InfoSection';
import { Page } from '../components/Page';
import { AccessibilityFeedbackForm, FEEDBACK_ANSWER_DAYS } from '../legal/AccessibilityFeedbackForm';

/** When the statement was prepared and last reviewed (a review after every significant change, at least yearly). */
export const STATEMENT_DATES = { prepared: '23 noiembrie 2026', reviewed: '23 noiembrie 2026' } as const;

export default function AccessibilityStatementPage() {
  const { details } = useSchoolDetails();
  const school = details?.name ?? 'Școala';
  return (
    <Page description="Cât de accesibil este site-ul școlii, ce conținut nu este încă accesibil, cum ne semnalați o problemă și cum vă puteți plânge.">
      <p>
        {school} se angajează să își facă site-ul accesibil, conform Ordonanței de urgență a Guvernului nr. 112/2018 privind accesibilitatea
        site-urilor web și a aplicațiilor mobile ale organismelor din sectorul public, care transpune Directiva (UE) 2016/2102. Declarația se
        aplică acestui site.
      </p>
      <InfoSection title="Stadiul conformității">
        <p>
          Site-ul este <strong>parțial conform</strong> cu Web Content Accessibility Guidelines (WCAG) 2.1, nivelul AA (standardul EN 301 549),
          din cauza neconformităților enumerate mai jos.
        </p>
      </InfoSection>
      <InfoSection title="Conținut care nu este accesibil">
        <h3>Neconformități</h3>
        <ul>
          <li>
            Unele documente PDF mai vechi sunt scanate: sunt imagini ale paginilor, fără text pe care un cititor de ecran să-l poată citi
            (criteriul WCAG 1.1.1). Le înlocuim treptat cu documente în format text; până atunci vi le trimitem într-un format accesibil, la cerere.
          </li>
          <li>
            Unele fotografii din galeriile mai vechi au descrieri (text alternativ) generale, care nu spun ce se vede în fiecare fotografie
            (criteriul 1.1.1). Descrierile noi sunt obligatorii la publicare.
          </li>
          <li>Unele tabele din documentele mai vechi nu au capete de tabel marcate (criteriul 1.3.1).</li>
        </ul>
        <h3>Conținut care nu intră sub incidența legii</h3>
        <ul>
          <li>Documentele de birou (PDF, Word) publicate înainte de 23 septembrie 2018, dacă nu sunt necesare pentru un serviciu în curs.</li>
          <li>Documentele găzduite de alte site-uri, la care trimit legăturile noastre: nu le controlăm.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Pregătirea acestei declarații">
        <p>
          Declarația a fost întocmită pe {STATEMENT_DATES.prepared}, printr-o autoevaluare a școlii: verificări automate (axe) pe fiecare pagină,
          parcurgerea site-ului numai cu tastatura și cu un cititor de ecran, pe calculator și pe telefon. A fost revizuită ultima dată pe{' '}
          {STATEMENT_DATES.reviewed}. O revizuim la fiecare schimbare importantă a site-ului și cel puțin o dată pe an.
        </p>
      </InfoSection>
      <InfoSection title="Feedback și date de contact">
        <p>
          Dacă întâlniți o problemă de accesibilitate sau aveți nevoie de un conținut într-un format accesibil, scrieți-ne cu formularul de mai jos
          {details?.email ? (
            <>
              {' '}
              sau la <a href={`mailto:${details.email}`}>{details.email}</a>
            </>
          ) : null}
          {details?.phone ? `, telefon ${details.phone}` : ''}. Vă răspundem în cel mult {FEEDBACK_ANSWER_DAYS} de zile.
        </p>
        <AccessibilityFeedbackForm />
      </InfoSection>
      <InfoSection title="Procedura de aplicare">
        <p>
          Dacă nu primiți răspuns în {FEEDBACK_ANSWER_DAYS} de zile sau răspunsul nu vă mulțumește, vă puteți adresa autorității care
          monitorizează, potrivit Ordonanței de urgență a Guvernului nr. 112/2018, accesibilitatea site-urilor organismelor din sectorul public
          din România.
        </p>
      </InfoSection>
    </Page>
  );
}
