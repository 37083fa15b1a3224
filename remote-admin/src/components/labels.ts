// How the API's enum values read on the admin screens.
import { contentNames, type ContentType, type Teacher } from '@school/shared';

export const contentTypeLabels: Record<ContentType, string> = contentNames('label');

export { degreeLabels, educationTypeLabels, genderLabels, positionLabels } from '@school/shared';

/** A teacher as the spec shows one: first name then last name. */
export const teacherName = (teacher: Pick<Teacher, 'firstName' | 'lastName'> | null | undefined) =>
  teacher ? `${teacher.firstName} ${teacher.lastName}` : '';

/** A select's options for an enum: each value with its label. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
