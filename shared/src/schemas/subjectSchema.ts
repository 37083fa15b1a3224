// A subject: what the API answers, and what the admin's form sends (POST, PUT /school/subjects).
import * as z from 'zod/mini';
import { limits, requiredName } from './fieldRules';
import { schoolDataMessages } from '../messages/schoolDataMessages';

export const subjectSchema = z.object({
  id: z.int(),
  name: z.string(),
});

export const subjectInputSchema = z.object({
  name: requiredName(schoolDataMessages.subject.name, limits.nameLength),
});

export type Subject = z.output<typeof subjectSchema>;
export type SubjectInput = z.input<typeof subjectInputSchema>;
