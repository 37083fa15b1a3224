// How the API's enum values read in English, on the admin's screens and in the audit log's changes
// (the API writes these words, the admin shows them): one home for each map.
import type { ContentStatus } from '../schemas/contentFields';
import type { MessageStatus } from '../schemas/visitorMessageSchema';
import type { Degree, EducationType, Gender, Position } from './enums';

export const contentStatusLabels: Record<ContentStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published' };

export const genderLabels: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

export const positionLabels: Record<Position, string> = {
  PRINCIPAL: 'Principal',
  DEPUTY_PRINCIPAL: 'Deputy principal',
  PEDAGOGUE: 'Pedagogue',
  TEACHER: 'Teacher',
};

/** The API's HIGH_SCHOOL is the school's grades V-VIII: lower secondary, not high school. */
export const educationTypeLabels: Record<EducationType, string> = {
  PRIMARY: 'Primary',
  HIGH_SCHOOL: 'Lower secondary',
};

export const degreeLabels: Record<Degree, string> = {
  debutant: 'Debutant',
  definitivat: 'Definitivat',
  II: 'Gradul II',
  I: 'Gradul I',
  doctor: 'Doctor',
};

export const messageStatusLabels: Record<MessageStatus, string> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  ANSWERED: 'Answered',
};
