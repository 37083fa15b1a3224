// The school years a content list's filter offers: the usual ones (schoolYearChoices) and every
// year an item has (GET /content/school-years), and the one chosen.
import { useGetSchoolYearsQuery } from '@school/shared/admin-api';
import { schoolYearChoices } from './schoolYears';

export function useSchoolYearChoices(chosen: string): string[] {
  const { data } = useGetSchoolYearsQuery();
  return schoolYearChoices(new Date(), [...(data ?? []), chosen]);
}
