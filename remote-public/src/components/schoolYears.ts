/** The school year a day falls in (September to August): "2024-2025". */
export function schoolYearOf(day: Date): string {
  const start = day.getMonth() >= 8 ? day.getFullYear() : day.getFullYear() - 1;
  return `${start}-${start + 1}`;
}

/** The current school year and the `count` before it, newest first. */
export function recentSchoolYears(count: number, today: Date = new Date()): string[] {
  const start = Number(schoolYearOf(today).slice(0, 4));
  return Array.from({ length: count + 1 }, (_, i) => `${start - i}-${start - i + 1}`);
}
