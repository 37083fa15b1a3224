// Dates as the public pages write them, in Romanian (the admin's previews write them the same way).

/**
 * A format made at its first use, not when this module is imported: the first one loads the
 * locale's data, ~20 ms on a laptop and ~80 ms on a slow phone, which added to the one task that
 * evaluates @school/shared while a parent's first scroll waited.
 */
function onFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const monthYear = onFirstUse('ro-RO', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const fullDay = onFirstUse('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day that is not one (a half-typed date in an editor) is written as it is, never thrown on. */
function written(format: () => Intl.DateTimeFormat, isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDate : format().format(day);
}

/** "mai 2023" for "2023-05-19". */
export const formatMonthYear = (isoDate: string): string => written(monthYear, isoDate);

/** "19 mai 2023" for "2023-05-19". */
export const formatDay = (isoDate: string): string => written(fullDay, isoDate);

const bucharestDate = onFirstUse('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Bucharest' });

/** The day (YYYY-MM-DD) it is in Romania at `time` (epoch ms): the calendar's "today". */
export const dayInBucharest = (time: number): string => bucharestDate().format(new Date(time));

const dayMonth = onFirstUse('ro-RO', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayOnly = onFirstUse('ro-RO', { day: 'numeric', timeZone: 'UTC' });

/** "24 octombrie – 1 noiembrie 2026", "15 – 23 februarie 2025", "21 decembrie 2026 – 7 ianuarie 2027". */
export function formatDayRange(first: string, last: string): string {
  if (first === last) return formatDay(first);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const sameMonth = sameYear && first.slice(5, 7) === last.slice(5, 7);
  const from = sameMonth ? written(dayOnly, first) : sameYear ? written(dayMonth, first) : formatDay(first);
  return `${from} – ${formatDay(last)}`;
}

/** "ora 17:30" for "2026-09-08T17:30". */
export const formatHour = (wallClock: string): string => `ora ${wallClock.slice(11, 16)}`;

/**
 * When a calendar event happens, from its Bucharest wall-clock start and end ('YYYY-MM-DD' all day,
 * 'YYYY-MM-DDTHH:MM' timed): "8 septembrie 2026, ora 17:30 – 19:00", "24 octombrie – 1 noiembrie 2026".
 */
export function formatEventWhen(start: string, end: string | null): string {
  const startDay = start.slice(0, 10);
  if (start.length === 10) return formatDayRange(startDay, end ?? startDay);
  const at = `${formatDay(startDay)}, ${formatHour(start)}`;
  if (end === null) return at;
  if (end.slice(0, 10) === startDay) return `${at} – ${end.slice(11, 16)}`;
  return `${at} – ${formatDay(end.slice(0, 10))}, ${formatHour(end)}`;
}
