// /inscrierea: preparatory-class enrolment 2025-2026 (spec section 9).
import cerere from '../assets/documents/inscriere-cerere-tip-clasa-pregatitoare-2025.pdf';
import pliant from '../assets/documents/inscriere-pliant-clasa-pregatitoare-2025.pdf';
import type { DocumentCollection, ScheduleRow } from './types';

export const enrolment = {
  places: {
    classes: 2,
    perClass: 22,
    total: 44,
    text: 'Pentru anul școlar 2025-2026, școala noastră organizează 2 clase pregătitoare, cu câte 22 de locuri fiecare (44 de locuri în total).',
    vacancy: 'La una dintre cele două clase, postul de învățător este vacant și va fi ocupat prin concurs.',
  },
  calendar: [
    { id: 'inscriere', label: 'Înscrierea (completarea și validarea cererilor)', period: '31 martie – 6 mai 2025' },
    { id: 'rezultate', label: 'Afișarea rezultatelor', period: '21 mai 2025' },
    { id: 'etapa-2', label: 'A doua etapă', period: 'doar dacă rămân locuri libere după prima etapă' },
  ] satisfies ScheduleRow[],
  hours: [
    { id: 'secretariat-luni-joi', label: 'Program secretariat, luni – joi', period: '8:00 – 18:00' },
    { id: 'secretariat-vineri', label: 'Program secretariat, vineri', period: '8:00 – 17:00' },
    { id: 'cereri-luni-joi', label: 'Completarea cererilor, luni – joi', period: '15:00 – 18:00' },
    { id: 'cereri-vineri', label: 'Completarea cererilor, vineri', period: '15:00 – 17:00' },
  ] satisfies ScheduleRow[],
  ageRules: [
    'Copiii care împlinesc 6 ani până la 31 august 2025 inclusiv trebuie înscriși în clasa pregătitoare.',
    'Copiii care împlinesc 6 ani între 1 septembrie și 31 decembrie 2025 pot fi înscriși în clasa pregătitoare, la cererea părinților, dacă evaluarea dezvoltării lor arată că sunt pregătiți.',
  ],
  oneSchoolOnly: 'Un copil poate fi înscris la o singură școală.',
  requiredDocuments: [
    'certificatul de naștere al copilului (copie și original);',
    'actul de identitate al părintelui care face înscrierea (copie și original);',
    'adeverința de la medicul de familie;',
    'recomandarea de înscriere, acolo unde este cazul (pentru copiii născuți între 1 septembrie și 31 decembrie 2019).',
  ],
};

export const enrolmentDocuments: DocumentCollection = {
  id: 'inscriere-2025-2026',
  title: 'Înscrierea în clasa pregătitoare 2025-2026',
  groups: [],
  documents: [
    { id: 'inscriere-cerere-tip-clasa-pregatitoare-2025', title: 'Cererea-tip de înscriere în clasa pregătitoare', href: cerere },
    { id: 'inscriere-pliant-clasa-pregatitoare-2025', title: 'Pliantul informativ pentru părinți', href: pliant },
  ],
};
