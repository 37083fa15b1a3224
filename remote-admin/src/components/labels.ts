// How the API's enum values read on the admin screens.
import { contentNames, type ContentType, type Degree, type EducationType, type Gender, type Position, type Teacher } from '@school/shared';

export const contentTypeLabels: Record<ContentType, string> = contentNames('label');

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

/** A teacher as the spec shows one: first name then last name. */
export const teacherName = (teacher: Pick<Teacher, 'firstName' | 'lastName'> | null | undefined) =>
  teacher ? `${teacher.firstName} ${teacher.lastName}` : '';

/** A select's options for an enum: each value with its label. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
