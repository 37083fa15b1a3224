// /activitati/saptamana-verde: Săptămâna Verde, with photos.
import { photos as verde2024 } from '../assets/images/saptamana-verde-2024-2025';
import { photos as verde2023 } from '../assets/images/saptamana-verde-2023-2024';
import { gallery } from './photos';
import type { ActivitySection } from './types';

export const greenWeek: ActivitySection[] = [
  {
    id: 'saptamana-verde-2024-2025',
    title: 'Săptămâna Verde 2024-2025',
    paragraphs: [
      'În Săptămâna Verde din anul școlar 2024-2025, elevii noștri au învățat despre natură în natură. Au plantat puieți în curtea școlii și pe malul pârâului din Valea Florilor, au strâns deșeurile din parcul orașului și le-au sortat pentru reciclare.',
      'Cei mici au construit căsuțe pentru păsări, iar elevii de gimnaziu au măsurat calitatea apei și au prezentat rezultatele colegilor. Săptămâna s-a încheiat cu o drumeție și cu o expoziție de lucrări din materiale refolosite.',
    ],
    gallery: gallery('saptamana-verde-2024-2025', 'Săptămâna Verde 2024-2025', verde2024),
  },
  {
    id: 'saptamana-verde-2023-2024',
    title: 'Săptămâna Verde 2023-2024 (22–26 aprilie 2024)',
    paragraphs: ['În anul școlar 2023-2024, Săptămâna Verde s-a desfășurat între 22 și 26 aprilie 2024:'],
    days: [
      { id: 'luni', day: 'Luni, 22 aprilie 2024', theme: 'Ziua Pământului — plantăm împreună' },
      { id: 'marti', day: 'Marți, 23 aprilie 2024', theme: 'Reciclăm creativ' },
      { id: 'miercuri', day: 'Miercuri, 24 aprilie 2024', theme: 'Apa, izvor de viață' },
      { id: 'joi', day: 'Joi, 25 aprilie 2024', theme: 'Drumeție în natură' },
      { id: 'vineri', day: 'Vineri, 26 aprilie 2024', theme: 'Grădina școlii' },
    ],
    gallery: gallery('saptamana-verde-2023-2024', 'Săptămâna Verde 2023-2024', verde2023),
  },
];
