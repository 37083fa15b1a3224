// /legislatie-si-criterii-acordare-burse: scholarship documents, semester II of 2021-2022.
import conditii from '../assets/documents/burse-conditii-de-acordare.pdf';
import centralizator from '../assets/documents/burse-tabel-centralizator.pdf';
import criterii from '../assets/documents/burse-criterii-generale.pdf';
import cuantum from '../assets/documents/burse-cuantum-hotarare-guvern.pdf';
import cerereSociala from '../assets/documents/burse-cerere-bursa-sociala.pdf';
import cerereStudiu from '../assets/documents/burse-cerere-bursa-de-studiu.pdf';
import cerereBoala from '../assets/documents/burse-cerere-ajutor-social-boala.pdf';
import cerereMonoparentala from '../assets/documents/burse-cerere-ajutor-social-familie-monoparentala.pdf';
import cerereOrfani from '../assets/documents/burse-cerere-orfani.pdf';
import cerereMeritV from '../assets/documents/burse-cerere-merit-clasa-a-v-a.pdf';
import cerereMeritVI from '../assets/documents/burse-cerere-merit-clasele-vi-viii.pdf';
import confirmare from '../assets/documents/burse-formular-confirmare-diriginte.pdf';
import anexaMerit from '../assets/documents/burse-anexa-bursa-de-merit.pdf';
import anexaStudiu from '../assets/documents/burse-anexa-bursa-de-studiu.pdf';
import anexaSociala from '../assets/documents/burse-anexa-bursa-sociala.pdf';
import anexaAjutor from '../assets/documents/burse-anexa-bursa-de-ajutor-social.pdf';
import type { DocumentCollection } from './types';

export const SCHOLARSHIP_PERIOD = 'semestrul al II-lea, anul școlar 2021-2022';

export const scholarshipDocuments: DocumentCollection = {
  id: 'burse-2021-2022-sem-2',
  title: 'Legislație și criterii de acordare a burselor, semestrul al II-lea 2021-2022',
  groups: [
    { id: 'burse-informatii', title: 'Condiții, criterii și cuantum' },
    { id: 'burse-cereri', title: 'Cereri și formulare' },
    { id: 'burse-anexe', title: 'Anexe pe tipuri de burse' },
  ],
  documents: [
    { id: 'burse-conditii-de-acordare', group: 'burse-informatii', title: 'Condiții de acordare a burselor', href: conditii },
    { id: 'burse-tabel-centralizator', group: 'burse-informatii', title: 'Tabel centralizator al burselor, semestrul al II-lea', href: centralizator },
    { id: 'burse-criterii-generale', group: 'burse-informatii', title: 'Criterii generale de acordare a burselor', href: criterii },
    { id: 'burse-cuantum-hotarare-guvern', group: 'burse-informatii', title: 'Cuantumul burselor, conform hotărârii Guvernului', href: cuantum },
    { id: 'burse-cerere-bursa-sociala', group: 'burse-cereri', title: 'Cerere pentru bursa socială', href: cerereSociala },
    { id: 'burse-cerere-bursa-de-studiu', group: 'burse-cereri', title: 'Cerere pentru bursa de studiu', href: cerereStudiu },
    { id: 'burse-cerere-ajutor-social-boala', group: 'burse-cereri', title: 'Cerere pentru bursa de ajutor social — boală', href: cerereBoala },
    {
      id: 'burse-cerere-ajutor-social-familie-monoparentala',
      group: 'burse-cereri',
      title: 'Cerere pentru bursa de ajutor social — familie monoparentală',
      href: cerereMonoparentala,
    },
    { id: 'burse-cerere-orfani', group: 'burse-cereri', title: 'Cerere pentru bursa de ajutor social — elevi orfani', href: cerereOrfani },
    { id: 'burse-cerere-merit-clasa-a-v-a', group: 'burse-cereri', title: 'Cerere pentru bursa de merit — clasa a V-a', href: cerereMeritV },
    { id: 'burse-cerere-merit-clasele-vi-viii', group: 'burse-cereri', title: 'Cerere pentru bursa de merit — clasele VI-VIII', href: cerereMeritVI },
    { id: 'burse-formular-confirmare-diriginte', group: 'burse-cereri', title: 'Formulare de confirmare completate de profesorul diriginte', href: confirmare },
    { id: 'burse-anexa-bursa-de-merit', group: 'burse-anexe', title: 'Anexă — bursa de merit', href: anexaMerit },
    { id: 'burse-anexa-bursa-de-studiu', group: 'burse-anexe', title: 'Anexă — bursa de studiu', href: anexaStudiu },
    { id: 'burse-anexa-bursa-sociala', group: 'burse-anexe', title: 'Anexă — bursa socială', href: anexaSociala },
    { id: 'burse-anexa-bursa-de-ajutor-social', group: 'burse-anexe', title: 'Anexă — bursa de ajutor social', href: anexaAjutor },
  ],
};
