// The 2024-2025 school-year structure: the facts the structure image shows, as data (the page
// renders them as a table; scripts/generatePlaceholderImages.mjs draws the image from them).
import type { ScheduleRow } from './types';

export const SCHOOL_YEAR = '2024-2025';

export const schoolYearStructure: ScheduleRow[] = [
  { id: 'modul-1', label: 'Modulul 1 (cursuri)', period: '9 septembrie – 25 octombrie 2024' },
  { id: 'vacanta-1', label: 'Vacanța de toamnă', period: '26 octombrie – 3 noiembrie 2024' },
  { id: 'modul-2', label: 'Modulul 2 (cursuri)', period: '4 noiembrie – 20 decembrie 2024' },
  { id: 'vacanta-2', label: 'Vacanța de iarnă', period: '21 decembrie 2024 – 7 ianuarie 2025' },
  { id: 'modul-3', label: 'Modulul 3 (cursuri)', period: '8 ianuarie – 14 februarie 2025' },
  { id: 'vacanta-3', label: 'Vacanța de schi (județul Prahova)', period: '15 – 23 februarie 2025' },
  { id: 'modul-4', label: 'Modulul 4 (cursuri)', period: '24 februarie – 17 aprilie 2025' },
  { id: 'vacanta-4', label: 'Vacanța de primăvară', period: '18 – 27 aprilie 2025' },
  { id: 'modul-5', label: 'Modulul 5 (cursuri)', period: '28 aprilie – 20 iunie 2025' },
  { id: 'vacanta-5', label: 'Vacanța de vară', period: '21 iunie – 7 septembrie 2025' },
];

/** Programs held within the modules. */
export const schoolYearPrograms: ScheduleRow[] = [
  { id: 'scoala-altfel', label: 'Programul „Săptămâna Altfel”', period: '7 – 11 octombrie 2024' },
  { id: 'saptamana-verde', label: 'Programul „Săptămâna Verde”', period: 'în modulul 5, la data stabilită de școală' },
];
