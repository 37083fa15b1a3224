import type { AboutUs, Teacher } from '@school/shared';

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

export const teachersFixture = (): Teacher[] => [
  { id: 1, firstName: 'Maria', lastName: 'Popescu', gender: 'FEMALE', position: 'PRINCIPAL', subject: { id: 1, name: 'Matematică' }, degree: 'I', yearsOfService: 25 },
  { id: 2, firstName: 'Dan', lastName: 'Ionescu', gender: 'MALE', position: 'DEPUTY_PRINCIPAL', subject: { id: 2, name: 'Fizică' }, degree: 'II', yearsOfService: 12 },
  { id: 3, firstName: 'Elena', lastName: 'Stan', gender: 'FEMALE', position: 'TEACHER', subject: { id: 3, name: 'Limba română' }, degree: 'definitivat', yearsOfService: 1 },
  { id: 4, firstName: 'Ioana', lastName: 'Ardelean', gender: 'FEMALE', position: 'TEACHER', subject: null, degree: null, yearsOfService: null },
];
