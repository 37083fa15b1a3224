import { calendarMessages as m } from '@school/shared';
import { InfoSection } from '../components/InfoSection';

/**
 * /inscrierea's "Cine poate fi înscris": the age rule for the campaign's school year (the year it
 * starts in), so that no birthday cut-off is typed again each year.
 */
export function EnrolmentEligibility({ schoolYear }: { schoolYear: string }) {
  return (
    <InfoSection title={m.eligibility}>
      <ul>
        <li>{m.mustEnrol(schoolYear)}</li>
        <li>{m.mayEnrol(schoolYear)}</li>
      </ul>
      <p>{m.oneSchool}</p>
    </InfoSection>
  );
}
