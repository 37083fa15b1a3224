// The calendar's event categories, each with its Romanian word (public pages, the .ics feed) and
// its English label (the admin). No schema code here, so the public pages can list them.
export const EVENT_CATEGORIES = ['enrolment', 'school-year', 'holiday', 'exam', 'parent-meeting', 'competition', 'project', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const eventCategoryWords: Record<EventCategory, { ro: string; en: string }> = {
  enrolment: { ro: 'Înscriere', en: 'Enrolment' },
  'school-year': { ro: 'Structura anului școlar', en: 'School-year structure' },
  holiday: { ro: 'Vacanță', en: 'Holiday' },
  exam: { ro: 'Examen', en: 'Exam' },
  'parent-meeting': { ro: 'Ședință cu părinții', en: 'Parent meeting' },
  competition: { ro: 'Concurs', en: 'Competition' },
  project: { ro: 'Proiect', en: 'Project' },
  other: { ro: 'Altele', en: 'Other' },
};

export const isEventCategory = (value: string): value is EventCategory => (EVENT_CATEGORIES as readonly string[]).includes(value);
