const longDate = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-09-25" → "25 septembrie 2026". */
export const romanianDate = (isoDay: string) => longDate.format(new Date(`${isoDay}T00:00:00Z`));
