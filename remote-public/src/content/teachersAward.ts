// /cadre-didactice: the note about the regional school-director award and its document.
import anunt from '../assets/documents/premiul-regional-director-de-scoala.pdf';
import type { DocumentCollection } from './types';

export const teachersAward = {
  title: 'Premiul regional pentru directori de școală',
  text: 'Directorul școlii noastre a primit premiul regional „Directorul de școală al anului”, o recunoaștere a muncii întregii echipe de cadre didactice din Valea Florilor.',
};

export const teachersAwardDocuments: DocumentCollection = {
  id: 'premiu-director',
  title: 'Premiul regional pentru directori de școală',
  groups: [],
  documents: [{ id: 'premiul-regional-director-de-scoala', title: 'Anunțul premiului regional', href: anunt }],
};
