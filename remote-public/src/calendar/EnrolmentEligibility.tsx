import { calendarMessages as m } from '@school/shared';
import { InfoSection } from '../components/InfoSection';

/**
 * /inscrierea's "Cine poate fi înscris": the age rule for the campaign's school year (the year it
 * starts in), so that no birthday cut-off is typed again each year.
 */
export function EnrolmentEligibility({ schoolYear }: { schoolYear: string }) {
  const year = Number(schoolYear.slice(0, 4));
  return (
    <InfoSection title={m.eligibility}>
      <ul>
        <li>{m.mustEnrol(year)}</li>
        <li>{m.mayEnrol(year)}</li>
      </ul>
      <p>{m.oneSchool}</p>
    </InfoSection>
  );
}
