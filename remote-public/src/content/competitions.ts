// /concursuri-si-olimpiade: school year 2023-2024.
import { photos } from '../assets/images/concursuri-2023-2024';
import { gallery } from './photos';

export const competitions = {
  primaryIntro: 'La ciclul primar, elevii noștri au participat în anul școlar 2023-2024 la concursurile:',
  primaryContests: [
    { id: 'comper', text: 'Concursul Național „Comper” — Comunicare în limba română și Matematică' },
    { id: 'evaluare', text: 'Concursul Național „Evaluare în Educație”' },
    { id: 'cangurul', text: 'Concursul „Cangurul Matematician”' },
    { id: 'lumina-math', text: 'Concursul „Lumina Math”' },
    { id: 'micii-matematicieni', text: 'Concursul județean „Micii matematicieni”' },
    { id: 'povestea', text: 'Concursul de creație literară „Povestea mea”' },
  ],
  secondaryIntro:
    'Elevii claselor V-VIII au participat la olimpiadele școlare și la concursurile județene de matematică, limba română, limba engleză, istorie și educație fizică.',
  gallery: gallery('concursuri-2023-2024', 'Concursuri și olimpiade 2023-2024, clasele V-VIII', photos),
};
