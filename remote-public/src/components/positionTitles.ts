import type { Position } from '@school/shared';

/** Each post's title on the public pages (Echipa managerială, a teacher card without a subject). */
export const POSITION_TITLES: Record<Position, string> = {
  PRINCIPAL: 'Director',
  DEPUTY_PRINCIPAL: 'Director adjunct',
  PEDAGOGUE: 'Pedagog școlar',
  TEACHER: 'Profesor',
};
