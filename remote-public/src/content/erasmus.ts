// /projects/erasmus-colourful-numbers: the project's news posts, newest first.
import { photos as istanbul } from '../assets/images/erasmus-istanbul-2023';
import { photos as nowaSarzyna } from '../assets/images/erasmus-nowa-sarzyna-2022';
import { photos as valeaFlorilor } from '../assets/images/erasmus-valea-florilor-2022';
import { photos as lanciano } from '../assets/images/erasmus-lanciano-2021';
import { photos as zlin } from '../assets/images/erasmus-zlin-2021';
import { photos as calendar } from '../assets/images/erasmus-calendar-2021';
import { photos as anunt } from '../assets/images/erasmus-anunt-2020';
import { toPhotos } from './photos';
import type { NewsPost } from './types';

export const erasmusProject = {
  summary:
    'Un parteneriat școlar Erasmus+ între școli din 5 țări partenere (Turcia, Polonia, România, Italia și Cehia), în care aproximativ 40 de elevi au învățat matematică prin artă, joc și călătorie.',
};

const posts: NewsPost[] = [
  {
    id: 'istanbul-2023',
    place: 'Istanbul, Turcia',
    date: '2023-05-19',
    title: 'Ultima întâlnire a proiectului, la Istanbul',
    body: [
      'În mai 2023, elevii și profesorii noștri au participat la ultima întâlnire de învățare a proiectului, găzduită de școala parteneră din Istanbul.',
      'Echipele internaționale au prezentat jocurile matematice create în cei trei ani de proiect și au vizitat locuri în care geometria se vede în arhitectură: mozaicuri, cupole și bolți.',
    ],
    images: toPhotos('erasmus-istanbul-2023', istanbul),
  },
  {
    id: 'nowa-sarzyna-2022',
    place: 'Nowa Sarzyna, Polonia',
    date: '2022-09-23',
    title: 'Numere și culori la Nowa Sarzyna',
    body: [
      'În septembrie 2022, delegația școlii noastre a fost oaspetele partenerilor polonezi din Nowa Sarzyna.',
      'Elevii au lucrat în ateliere de matematică aplicată, au construit modele geometrice colorate și au cunoscut tradițiile locului.',
    ],
    images: toPhotos('erasmus-nowa-sarzyna-2022', nowaSarzyna),
  },
  {
    id: 'valea-florilor-2022',
    place: 'Valea Florilor, România',
    date: '2022-04-08',
    title: 'Am găzduit partenerii proiectului la Valea Florilor',
    body: [
      'În aprilie 2022, școala noastră a primit elevi și profesori din toate țările partenere.',
      'Timp de o săptămână, oaspeții au participat la lecții deschise, la un concurs de matematică în echipe mixte și la o excursie în împrejurimi. Familiile elevilor noștri i-au primit cu multă căldură.',
    ],
    images: toPhotos('erasmus-valea-florilor-2022', valeaFlorilor),
  },
  {
    id: 'lanciano-2021',
    place: 'Lanciano, Italia',
    date: '2021-12-10',
    title: 'Matematică și tradiții de iarnă la Lanciano',
    body: [
      'În decembrie 2021, elevii noștri au lucrat împreună cu partenerii italieni la Lanciano.',
      'Au măsurat, au desenat și au calculat în ateliere despre simetrie și proporții, iar seara au descoperit tradițiile de iarnă ale regiunii.',
    ],
    images: toPhotos('erasmus-lanciano-2021', lanciano),
  },
  {
    id: 'zlin-2021',
    place: 'Zlín, Cehia',
    date: '2021-09-24',
    title: 'Prima întâlnire față în față, la Zlín',
    body: [
      'În septembrie 2021, după luni de colaborare online, echipele proiectului s-au întâlnit pentru prima dată la Zlín.',
      'Elevii au rezolvat probleme de logică în echipe internaționale și au pregătit împreună materialele proiectului.',
    ],
    images: toPhotos('erasmus-zlin-2021', zlin),
  },
  {
    id: 'calendar-2021',
    place: 'Valea Florilor, România',
    date: '2021-01-15',
    title: 'Calendarul matematicienilor celebri',
    body: [
      'În ianuarie 2021, elevii din toate școlile partenere au realizat un calendar cu matematicieni celebri, câte unul pentru fiecare lună.',
      'Fiecare pagină prezintă viața și descoperirile unui matematician, ilustrate de elevi.',
    ],
    images: toPhotos('erasmus-calendar-2021', calendar),
  },
  {
    id: 'anunt-2020',
    place: 'Valea Florilor, România',
    date: '2020-11-02',
    title: 'Am început proiectul Erasmus+ „Colourful Numbers”',
    body: [
      'În noiembrie 2020, școala noastră a început proiectul Erasmus+ „Colourful Numbers”, alături de școli din Turcia, Polonia, Italia și Cehia.',
      'Aproximativ 40 de elevi vor participa la activități și mobilități în cele 5 țări partenere, învățând matematică într-un mod creativ.',
    ],
    images: toPhotos('erasmus-anunt-2020', anunt),
  },
];

/** Newest first, whatever order the rows are written in. */
export const erasmusPosts: NewsPost[] = [...posts].sort((a, b) => b.date.localeCompare(a.date));
