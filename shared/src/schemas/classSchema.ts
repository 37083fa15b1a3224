// A class: what the API answers (with its whole master), and what the admin's form sends
// (POST, PUT /school/classes; the master as a reference that the API checks exists).
import * as z from 'zod/mini';
import { EDUCATION_TYPES } from '../types/enums';
import { defaulted, limits, oneOf, reference, requiredName, wholeNumber } from './fieldRules';
import { teacherSchema } from './teacherSchema';
import { schoolDataMessages } from '../messages/schoolDataMessages';

export const classSchema = z.object({
  id: z.int(),
  number: z.int(),
  name: z.string(),
  educationType: z.enum(EDUCATION_TYPES),
  master: z.nullable(teacherSchema),
});

const m = schoolDataMessages.schoolClass;
const educationType = oneOf(EDUCATION_TYPES, m.educationType);

export const classInputSchema = z.object({
  name: requiredName(m.name, limits.nameLength),
  number: defaulted(wholeNumber(0, limits.classNumberMax, m.number), 0),
  educationType,
  master: reference(m.master),
});

/** What the API takes: a body without an education type gets the form's preselected one (decisions.md). */
export const classBodySchema = z.extend(classInputSchema, {
  educationType: defaulted(educationType, 'PRIMARY'),
});

export type SchoolClass = z.output<typeof classSchema>;
export type ClassInput = z.input<typeof classInputSchema>;
