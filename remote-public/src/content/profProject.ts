// /profesionalizarea-carierei-didactice-prof: project POCU/904/6/25.
import pagina from '../assets/documents/prof-pocu-904-6-25-centrul-de-formare.pdf';
import type { DocumentCollection } from './types';

export const profProject = {
  code: 'POCU/904/6/25',
  summary: [
    'Proiectul „Profesionalizarea carierei didactice — PROF” (POCU/904/6/25), finanțat prin Programul Operațional Capital Uman 2014-2020, oferă cadrelor didactice programe de formare continuă acreditate.',
    'Profesorii școlii noastre participă la cursuri despre predarea centrată pe elev, evaluare și folosirea tehnologiei la clasă. Detaliile despre înscriere și cursuri sunt publicate de centrul de formare al proiectului.',
  ],
};

export const profDocuments: DocumentCollection = {
  id: 'prof-pocu-904-6-25',
  title: 'Proiectul PROF, POCU/904/6/25',
  groups: [],
  documents: [
    {
      id: 'prof-pocu-904-6-25-centrul-de-formare',
      title: 'Informații despre proiect de la centrul de formare',
      href: pagina,
    },
  ],
};
