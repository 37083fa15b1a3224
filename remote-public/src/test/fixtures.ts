import type { Teacher } from '@school/shared';

export { aboutUsFixture } from '@school/shared/testing';

export const teachersFixture = (): Teacher[] => [
  { id: 1, firstName: 'Maria', lastName: 'Popescu', gender: 'FEMALE', position: 'PRINCIPAL', subject: { id: 1, name: 'Matematică' }, degree: 'I', yearsOfService: 25 },
  { id: 2, firstName: 'Dan', lastName: 'Ionescu', gender: 'MALE', position: 'DEPUTY_PRINCIPAL', subject: { id: 2, name: 'Fizică' }, degree: 'II', yearsOfService: 12 },
  { id: 3, firstName: 'Elena', lastName: 'Stan', gender: 'FEMALE', position: 'TEACHER', subject: { id: 3, name: 'Limba română' }, degree: 'definitivat', yearsOfService: 1 },
  { id: 4, firstName: 'Ioana', lastName: 'Ardelean', gender: 'FEMALE', position: 'TEACHER', subject: null, degree: null, yearsOfService: null },
];
