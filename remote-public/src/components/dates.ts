const monthYear = new Intl.DateTimeFormat('ro-RO', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "mai 2023" for "2023-05-19". */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "19 mai 2023" for "2023-05-19". */
export function formatDay(isoDate: string): string {
  return fullDay.format(new Date(`${isoDate}T00:00:00Z`));
}
