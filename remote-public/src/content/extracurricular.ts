// /activitati/activitati-extrascolare: dated sections with their photos.
import { photos as eminescu } from '../assets/images/extrascolare-eminescu-2025';
import { photos as craciun } from '../assets/images/extrascolare-craciun';
import { photos as extra2024 } from '../assets/images/extrascolare-2024-2025';
import { photos as extra2023 } from '../assets/images/extrascolare-2023-2024';
import { gallery } from './photos';
import type { ActivitySection } from './types';

export const extracurricularActivities: ActivitySection[] = [
  {
    id: 'ziua-eminescu-2025',
    title: 'Ziua lui Mihai Eminescu — 15.01.2025',
    paragraphs: [
      'Pe 15.01.2025, de Ziua Culturii Naționale, elevii noștri l-au sărbătorit pe Mihai Eminescu, poetul al cărui nume îl poartă școala.',
      'Au recitat poezii, au prezentat desene inspirate din opera lui și au pregătit o expoziție de carte în biblioteca școlii.',
    ],
    gallery: gallery('extrascolare-eminescu-2025', 'Ziua lui Mihai Eminescu, 15.01.2025', eminescu),
  },
  {
    id: 'povestea-craciunului',
    title: 'Povestea Crăciunului',
    paragraphs: [
      'Elevii claselor primare au pregătit spectacolul „Povestea Crăciunului”, cu colinde, scenete și decoruri făcute de ei. Părinții și bunicii au fost spectatorii cei mai emoționați.',
    ],
    gallery: gallery('extrascolare-craciun', 'Povestea Crăciunului', craciun),
  },
  {
    id: 'activitati-2024-2025',
    title: 'Activități extrașcolare 2024-2025',
    paragraphs: [
      'În anul școlar 2024-2025, elevii claselor a VII-a și a VIII-a au participat la o întâlnire de prevenire a consumului de droguri, alcool și tutun, susținută de specialiști invitați de școală. Elevii au pus întrebări și au discutat despre alegeri sănătoase și despre cum pot cere ajutor.',
    ],
    gallery: gallery('extrascolare-2024-2025', 'Activități extrașcolare 2024-2025', extra2024),
  },
  {
    id: 'activitati-2023-2024',
    title: 'Activități extrașcolare 2023-2024',
    paragraphs: [
      'În anul școlar 2023-2024, elevii noștri au participat la excursii, vizite la muzee, ateliere de creație, competiții sportive și acțiuni de voluntariat în comunitate. Fotografiile de mai jos adună momentele acestui an.',
    ],
    gallery: gallery('extrascolare-2023-2024', 'Activități extrașcolare 2023-2024', extra2023),
  },
];
