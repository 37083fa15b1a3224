// /actiuni-pentru-dobandirea-competentelor-cheie-prin-sanse-egale-la-educatie: project POCU/665/6/23/134153.
import cerere from '../assets/documents/pocu-134153-anexa-cerere-de-inscriere.pdf';
import declaratieConsimtamant from '../assets/documents/pocu-134153-anexa-declaratie-de-consimtamant.pdf';
import declaratieDubla from '../assets/documents/pocu-134153-anexa-declaratie-evitare-dubla-finantare.pdf';
import gdprParinte from '../assets/documents/pocu-134153-anexa-acord-gdpr-parinte.pdf';
import gdprElev from '../assets/documents/pocu-134153-anexa-acord-gdpr-elev.pdf';
import formularInregistrare from '../assets/documents/pocu-134153-anexa-formular-de-inregistrare-grup-tinta.pdf';
import adeverinta from '../assets/documents/pocu-134153-anexa-adeverinta-de-elev.pdf';
import anunt from '../assets/documents/pocu-134153-anunt-selectie.pdf';
import ghid from '../assets/documents/pocu-134153-ghid-de-inscriere.pdf';
import type { DocumentCollection, ScheduleRow } from './types';

export const equalChancesProject = {
  code: 'POCU/665/6/23/134153',
  summary:
    'Proiectul, cofinanțat din Fondul Social European prin Programul Operațional Capital Uman 2014-2020, sprijină elevii școlii noastre să dobândească competențele cheie prin activități remediale, ateliere și consiliere, ca fiecare copil să aibă o șansă egală la educație.',
  selectionCalendar: [
    { id: 'anunt', label: 'Publicarea anunțului de selecție', period: '6 martie 2023' },
    { id: 'dosare', label: 'Depunerea dosarelor de înscriere la secretariat', period: '6 – 17 martie 2023' },
    { id: 'evaluare', label: 'Evaluarea dosarelor', period: '20 – 22 martie 2023' },
    { id: 'rezultate', label: 'Afișarea rezultatelor', period: '23 martie 2023' },
    { id: 'contestatii', label: 'Contestații și rezultatele finale', period: '24 – 27 martie 2023' },
  ] satisfies ScheduleRow[],
};

export const equalChancesDocuments: DocumentCollection = {
  id: 'pocu-134153',
  title: 'Proiectul POCU/665/6/23/134153',
  groups: [
    { id: 'pocu-anexe', title: 'Anexe pentru înscriere' },
    { id: 'pocu-selectie', title: 'Anunțul de selecție și ghidul de înscriere' },
  ],
  documents: [
    { id: 'pocu-134153-anexa-cerere-de-inscriere', group: 'pocu-anexe', title: 'Cerere de înscriere în proiect', href: cerere },
    { id: 'pocu-134153-anexa-declaratie-de-consimtamant', group: 'pocu-anexe', title: 'Declarație de consimțământ', href: declaratieConsimtamant },
    { id: 'pocu-134153-anexa-declaratie-evitare-dubla-finantare', group: 'pocu-anexe', title: 'Declarație pe propria răspundere privind evitarea dublei finanțări', href: declaratieDubla },
    { id: 'pocu-134153-anexa-acord-gdpr-parinte', group: 'pocu-anexe', title: 'Acord de prelucrare a datelor personale (GDPR) — părinte', href: gdprParinte },
    { id: 'pocu-134153-anexa-acord-gdpr-elev', group: 'pocu-anexe', title: 'Acord de prelucrare a datelor personale (GDPR) — elev', href: gdprElev },
    { id: 'pocu-134153-anexa-formular-de-inregistrare-grup-tinta', group: 'pocu-anexe', title: 'Formular de înregistrare în grupul țintă', href: formularInregistrare },
    { id: 'pocu-134153-anexa-adeverinta-de-elev', group: 'pocu-anexe', title: 'Adeverință de elev', href: adeverinta },
    { id: 'pocu-134153-anunt-selectie', group: 'pocu-selectie', title: 'Anunț de selecție a grupului țintă, cu calendarul selecției', href: anunt },
    { id: 'pocu-134153-ghid-de-inscriere', group: 'pocu-selectie', title: 'Ghid de înscriere', href: ghid },
  ],
};
