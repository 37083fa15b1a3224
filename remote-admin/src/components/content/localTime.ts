// A publish time as a datetime-local field holds it: the ISO time in the browser's time zone.
export const localTime = (iso: string | null) => {
  if (!iso) return '';
  const time = new Date(iso);
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
