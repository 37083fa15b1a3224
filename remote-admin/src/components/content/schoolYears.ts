// The school years an editor chooses from: this one (it starts on 1 September), the next, and the
// five before.
import { schoolYearOf } from '@school/shared/schemas';

export function schoolYearChoices(today = new Date()): string[] {
  const current = Number(schoolYearOf(today.toISOString().slice(0, 10)).slice(0, 4));
  return Array.from({ length: 7 }, (_, index) => current + 1 - index).map((start) => `${start}-${start + 1}`);
}
