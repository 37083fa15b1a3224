// Law 544 deadlines in calendar days, counted from the day the request was registered at the
// school, in Romania's time zone (a request sent at 01:30 in Bucharest belongs to that day).
import { PUBLIC_INFORMATION_ANSWER_DAYS } from '@school/shared/schemas';

const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The school's calendar date of an instant: [year, month (1-12), day]. */
export function schoolDate(millis: number): [number, number, number] {
  const parts = Object.fromEntries(schoolDay.formatToParts(millis).map(({ type, value }) => [type, Number(value)]));
  return [parts.year!, parts.month!, parts.day!];
}

const plusDays = ([year, month, day]: [number, number, number], days: number) =>
  new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);

/** The dates (YYYY-MM-DD) by which a request received at `millis` is answered: 10 days, 30 if complex. */
export function answerDates(millis: number): { answerBy: string; answerByIfComplex: string } {
  const received = schoolDate(millis);
  return {
    answerBy: plusDays(received, PUBLIC_INFORMATION_ANSWER_DAYS.standard),
    answerByIfComplex: plusDays(received, PUBLIC_INFORMATION_ANSWER_DAYS.complex),
  };
}
