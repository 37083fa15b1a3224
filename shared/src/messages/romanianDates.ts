// Dates as the public pages write them, in Romanian (the admin's previews write them the same way).
const monthYear = new Intl.DateTimeFormat('ro-RO', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day that is not one (a half-typed date in an editor) is written as it is, never thrown on. */
function written(format: Intl.DateTimeFormat, isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : format.format(day);
}

/** "mai 2023" for "2023-05-19". */
export const formatMonthYear = (isoDate: string): string => written(monthYear, isoDate);

/** "19 mai 2023" for "2023-05-19". */
export const formatDay = (isoDate: string): string => written(fullDay, isoDate);

const bucharestDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Bucharest' });

/** The day (YYYY-MM-DD) it is in Romania at `time` (epoch ms): the calendar's "today". */
export const dayInBucharest = (time: number): string => bucharestDate.format(new Date(time));
