// /documente: the documents of school year 2024-2025.
import regulament from '../assets/documents/regulament-intern-2024-2025.pdf';
import statut from '../assets/documents/statutul-elevului.pdf';
import incadrare from '../assets/documents/incadrarea-personalului-2024-2025.pdf';
import adresa731 from '../assets/documents/adresa-nr-731.pdf';
import vaccinati from '../assets/documents/lista-persoanelor-vaccinate-2021-11-01.pdf';
import type { DocumentCollection } from './types';

export const schoolDocuments: DocumentCollection = {
  id: 'documente-2024-2025',
  title: 'Documente, anul școlar 2024-2025',
  groups: [],
  documents: [
    { id: 'regulament-intern-2024-2025', title: 'Regulamentul intern al școlii 2024-2025', href: regulament },
    { id: 'statutul-elevului', title: 'Statutul elevului', href: statut },
    { id: 'incadrarea-personalului-2024-2025', title: 'Încadrarea personalului didactic 2024-2025', href: incadrare },
    { id: 'adresa-nr-731', title: 'Documentul nr. 731', href: adresa731 },
    {
      id: 'lista-persoanelor-vaccinate-2021-11-01',
      title: 'Lista persoanelor vaccinate, 01.11.2021',
      href: vaccinati,
    },
  ],
};
