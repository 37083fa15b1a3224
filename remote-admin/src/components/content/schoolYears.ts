// The school years an editor chooses from: this one (it starts on 1 September), the next, and the
// five before; and, when given, back to (or on to) every year `including` names: the lists' filter
// passes the years its items have, so an older item's year is always there. Newest first, each
// year between once.
import { schoolYearOf } from '@school/shared/schemas';

const startOf = (schoolYear: string | null | undefined) => {
  const years = schoolYear ? /^(\d{4})-(\d{4})$/.exec(schoolYear) : null;
  return years && Number(years[2]) === Number(years[1]) + 1 ? Number(years[1]) : undefined;
};

export function schoolYearChoices(today = new Date(), including: Iterable<string | null | undefined> = []): string[] {
  const current = Number(schoolYearOf(today.toISOString().slice(0, 10)).slice(0, 4));
  const starts = [...including].map(startOf).filter((start): start is number => start !== undefined);
  const newest = Math.max(current + 1, ...starts);
  const oldest = Math.min(current - 5, ...starts);
  return Array.from({ length: newest - oldest + 1 }, (_, index) => newest - index).map((start) => `${start}-${start + 1}`);
}
