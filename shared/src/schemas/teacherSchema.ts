// A teacher: what the API answers (with the whole subject), and what the admin's form sends
// (POST, PUT /school/teachers; the subject as a reference that the API checks exists).
import * as z from 'zod/mini';
import { DEGREES, GENDERS, POSITIONS } from '../types/enums';
import { limits, oneOf, optional, reference, requiredName, wholeNumber } from './fieldRules';
import { subjectSchema } from './subjectSchema';
import { schoolDataMessages } from '../messages/schoolDataMessages';

export const teacherSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  position: z.enum(POSITIONS),
  subject: z.nullable(subjectSchema),
  degree: z.nullable(z.enum(DEGREES)),
  yearsOfService: z.nullable(z.int()),
});

const m = schoolDataMessages.teacher;

export const teacherInputSchema = z.object({
  firstName: requiredName(m.firstName, limits.nameLength),
  lastName: requiredName(m.lastName, limits.nameLength),
  gender: oneOf(GENDERS, m.gender),
  position: oneOf(POSITIONS, m.position),
  subject: reference(m.subject),
  degree: optional(oneOf(DEGREES, m.degree)),
  yearsOfService: optional(wholeNumber(0, limits.yearsOfServiceMax, m.yearsOfService)),
});

export type Teacher = z.output<typeof teacherSchema>;
export type TeacherInput = z.input<typeof teacherInputSchema>;
