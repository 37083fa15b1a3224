// The calendar's texts on the public pages (Romanian): /calendar, an event's page and "Urmează" on /home.
import { schoolYearStart } from '../types/schoolYear';
export const calendarMessages = {
  description: 'Calendarul școlii: înscrierea, structura anului școlar, vacanțele, examenele, ședințele cu părinții și concursurile.',
  categoryFilter: 'Alegeți o categorie',
  allCategories: 'Toate',
  upcomingEmpty: 'Nu este niciun eveniment programat deocamdată.',
  categoryEmpty: 'Nu este niciun eveniment programat în această categorie.',
  subscribeTitle: 'Abonați-vă la calendar',
  subscribeIntro: 'Adăugați calendarul școlii în telefon sau în calendarul de e-mail: evenimentele noi și schimbările apar singure.',
  subscribe: (what: string) => `Abonare: ${what}`,
  download: (what: string) => `Descărcați fișierul .ics (${what})`,
  wholeCalendar: 'tot calendarul',
  when: 'Când',
  where: 'Unde',
  category: 'Categoria',
  eventMissing: 'Evenimentul căutat nu există sau nu mai este publicat.',
  backToCalendar: 'Înapoi la calendar',
  next: 'Urmează',
  wholeCalendarLink: 'Tot calendarul',
  what: 'evenimentele',
  enrolmentDates: 'Calendarul înscrierii',
  enrolmentCampaign: (schoolYear: string) => `Înscrierea în clasa pregătitoare ${schoolYear}`,
  eligibility: 'Cine poate fi înscris',
  /** The age rule of a campaign for `schoolYear`: six years old by 31 August of its first year, or by 31 December on request. */
  mustEnrol: (schoolYear: string) => `Copiii care împlinesc 6 ani până la 31 august ${schoolYearStart(schoolYear)} inclusiv trebuie înscriși în clasa pregătitoare.`,
  mayEnrol: (schoolYear: string) =>
    `Copiii care împlinesc 6 ani între 1 septembrie și 31 decembrie ${schoolYearStart(schoolYear)} pot fi înscriși în clasa pregătitoare, la cererea părinților, dacă evaluarea dezvoltării lor arată că sunt pregătiți.`,
  oneSchool: 'Un copil poate fi înscris la o singură școală.',
  schoolYearStructure: (schoolYear: string) => `Structura anului școlar ${schoolYear}`,
  holidays: 'Vacanțele',
} as const;
