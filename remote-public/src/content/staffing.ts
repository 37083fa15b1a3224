// /stat-de-personal: the staffing documents, a box per year from 2025 down to 2019.
import s2025Sep from '../assets/documents/stat-de-personal-2025-09.pdf';
import s2025Jan from '../assets/documents/stat-de-personal-2025-01.pdf';
import s2024Sep from '../assets/documents/stat-de-personal-2024-09.pdf';
import s2024Jan from '../assets/documents/stat-de-personal-2024-01.pdf';
import s2023Sep from '../assets/documents/stat-de-personal-2023-09.pdf';
import s2023Jan from '../assets/documents/stat-de-personal-2023-01.pdf';
import s2022Sep from '../assets/documents/stat-de-personal-2022-09.pdf';
import s2022Jan from '../assets/documents/stat-de-personal-2022-01.pdf';
import s2021Sep from '../assets/documents/stat-de-personal-2021-09.pdf';
import s2021Jan from '../assets/documents/stat-de-personal-2021-01.pdf';
import s2020Sep from '../assets/documents/stat-de-personal-2020-09.pdf';
import s2020Jan from '../assets/documents/stat-de-personal-2020-01.pdf';
import s2019Sep from '../assets/documents/stat-de-personal-2019-09.pdf';
import s2019Jan from '../assets/documents/stat-de-personal-2019-01.pdf';
import type { DocumentCollection } from './types';

export const STAFFING_YEARS = [2025, 2024, 2023, 2022, 2021, 2020, 2019] as const;

export const staffingDocuments: DocumentCollection = {
  id: 'stat-de-personal',
  title: 'Stat de personal',
  groups: STAFFING_YEARS.map((year) => ({ id: `stat-${year}`, title: String(year) })),
  documents: [
    { id: 'stat-de-personal-2025-09', group: 'stat-2025', title: 'Septembrie 2025', href: s2025Sep },
    { id: 'stat-de-personal-2025-01', group: 'stat-2025', title: 'Ianuarie 2025', href: s2025Jan },
    { id: 'stat-de-personal-2024-09', group: 'stat-2024', title: 'Septembrie 2024', href: s2024Sep },
    { id: 'stat-de-personal-2024-01', group: 'stat-2024', title: 'Ianuarie 2024', href: s2024Jan },
    { id: 'stat-de-personal-2023-09', group: 'stat-2023', title: 'Septembrie 2023', href: s2023Sep },
    { id: 'stat-de-personal-2023-01', group: 'stat-2023', title: 'Ianuarie 2023', href: s2023Jan },
    { id: 'stat-de-personal-2022-09', group: 'stat-2022', title: 'Septembrie 2022', href: s2022Sep },
    { id: 'stat-de-personal-2022-01', group: 'stat-2022', title: 'Ianuarie 2022', href: s2022Jan },
    { id: 'stat-de-personal-2021-09', group: 'stat-2021', title: 'Septembrie 2021', href: s2021Sep },
    { id: 'stat-de-personal-2021-01', group: 'stat-2021', title: 'Ianuarie 2021', href: s2021Jan },
    { id: 'stat-de-personal-2020-09', group: 'stat-2020', title: 'Septembrie 2020', href: s2020Sep },
    { id: 'stat-de-personal-2020-01', group: 'stat-2020', title: 'Ianuarie 2020', href: s2020Jan },
    { id: 'stat-de-personal-2019-09', group: 'stat-2019', title: 'Septembrie 2019', href: s2019Sep },
    { id: 'stat-de-personal-2019-01', group: 'stat-2019', title: 'Ianuarie 2019', href: s2019Jan },
  ],
};
