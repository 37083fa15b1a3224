// A school year written `2025-2026` (September to August): the calendar year it starts in. Apart
// from the schemas, so that texts using it carry no validation library onto the public pages.
export const schoolYearStart = (schoolYear: string): number => Number(schoolYear.slice(0, 4));
