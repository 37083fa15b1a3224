// /home: the static parts. The school's name, its description and its contact come from About us
// (admins edit them); the facts below are the spec's section 9 constants.

/** Section 9's school facts. */
export const schoolFacts = [
  { id: 'elevi', value: '502', label: 'elevi' },
  { id: 'cadre', value: '32', label: 'cadre didactice' },
  { id: 'suprafata', value: '3 811 m²', label: 'suprafața școlii' },
  { id: 'cladiri', value: '5', label: 'clădiri' },
] as const;

export const schoolGoals = [
  { id: 'calitate', text: 'Educație de calitate pentru fiecare elev, pe măsura nevoilor și a talentelor lui.' },
  { id: 'sanse', text: 'Șanse egale la educație și sprijin pentru elevii care au nevoie de el.' },
  { id: 'competente', text: 'Competențe cheie: citit, matematică, științe, limbi străine și competențe digitale.' },
  { id: 'valori', text: 'Respect, responsabilitate și spirit civic, în școală și în comunitate.' },
  { id: 'parteneriat', text: 'Parteneriat strâns cu părinții, cu autoritățile locale și cu școli din Europa.' },
  { id: 'mediu', text: 'Un mediu sigur, sănătos și prietenos cu natura.' },
] as const;

export const erasmusPromo = {
  title: 'Erasmus+ „Colourful Numbers”',
  text: 'Proiectul nostru Erasmus+ despre matematică și culoare a adus împreună școli din 5 țări partenere. Aproximativ 40 de elevi au călătorit, au lucrat în echipe internaționale și au descoperit că numerele au culori.',
  facts: ['5 țări partenere', 'aproximativ 40 de elevi'],
  linkText: 'Citește noutățile proiectului',
} as const;

export const enrolmentCall = 'Înscrierea în clasa pregătitoare 2025';
