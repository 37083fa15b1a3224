// /activitati/saptamana-altfel: daily themes and photos of each year's Săptămâna Altfel.
import { photos as altfel2024 } from '../assets/images/saptamana-altfel-2024-2025';
import { photos as altfel2023 } from '../assets/images/saptamana-altfel-2023-2024';
import { gallery } from './photos';
import type { ActivitySection } from './types';

export const differentWeek: ActivitySection[] = [
  {
    id: 'saptamana-altfel-2024-2025',
    title: 'Săptămâna Altfel 2024-2025 (7–11 octombrie 2024)',
    paragraphs: ['În Săptămâna Altfel, între 7 și 11 octombrie 2024, fiecare zi a avut o temă a ei:'],
    days: [
      { id: 'luni', day: 'Luni, 7 octombrie 2024', theme: 'Ziua sănătății — sport, mișcare și alimentație sănătoasă' },
      { id: 'marti', day: 'Marți, 8 octombrie 2024', theme: 'Ziua științei — experimente în laboratoare' },
      { id: 'miercuri', day: 'Miercuri, 9 octombrie 2024', theme: 'Ziua artelor — muzică, desen și teatru' },
      { id: 'joi', day: 'Joi, 10 octombrie 2024', theme: 'Ziua orientării — vizite la instituții și meserii' },
      { id: 'vineri', day: 'Vineri, 11 octombrie 2024', theme: 'Ziua comunității — voluntariat în Valea Florilor' },
    ],
    gallery: gallery('saptamana-altfel-2024-2025', 'Săptămâna Altfel 2024-2025', altfel2024),
  },
  {
    id: 'saptamana-altfel-2023-2024',
    title: 'Săptămâna Altfel 2023-2024 (18–22 decembrie 2023)',
    paragraphs: ['În anul școlar 2023-2024, Săptămâna Altfel s-a desfășurat între 18 și 22 decembrie 2023, cu teme de iarnă:'],
    days: [
      { id: 'luni', day: 'Luni, 18 decembrie 2023', theme: 'Tradiții și obiceiuri de iarnă' },
      { id: 'marti', day: 'Marți, 19 decembrie 2023', theme: 'Atelierul de decorațiuni' },
      { id: 'miercuri', day: 'Miercuri, 20 decembrie 2023', theme: 'Colindăm împreună' },
      { id: 'joi', day: 'Joi, 21 decembrie 2023', theme: 'Lectură și film' },
      { id: 'vineri', day: 'Vineri, 22 decembrie 2023', theme: 'Serbarea de Crăciun' },
    ],
    gallery: gallery('saptamana-altfel-2023-2024', 'Săptămâna Altfel 2023-2024', altfel2023),
  },
];
