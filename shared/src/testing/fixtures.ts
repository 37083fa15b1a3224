import type { AboutUs } from '../types';

/** The school's details as the API answers them, for the tests of every section. */
export const aboutUsFixture = (): AboutUs => ({
  name: 'Școala Gimnazială „Mihai Eminescu” Valea Florilor',
  description: 'O școală gimnazială cu tradiție, în centrul orașului Valea Florilor.',
  history: 'Școala a fost înființată în 1921.\nÎn 1975 s-a construit clădirea nouă.',
  email: 'secretariat@scoala-valea-florilor.example',
  phone: '0244 123 456',
  fax: '0244 123 457',
  address: 'Strada Școlii nr. 12',
  city: 'Valea Florilor',
  region: 'Județul Prahova',
  country: 'România',
  latitude: '45.0500',
  longitude: '25.9500',
});
