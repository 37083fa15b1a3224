// A teacher body → values to store, or 400: the shared validator's messages plus a subject that must exist.
import type { Degree, Gender, Position, TeacherInput } from '@school/shared/types';
import { messages, validateTeacher } from '@school/shared/validation';
import type { Db } from '../db/database';
import { assertValid } from '../http/apiError';
import { findSubject } from '../repositories/subjectsRepository';
import type { TeacherValues } from '../repositories/teachersRepository';
import { readBody, readReference } from './requestInput';

export async function readTeacherInput(db: Db, body: unknown): Promise<TeacherValues> {
  const input = readBody(body);
  const subjectId = readReference(input.subject);
  const subjectExists = subjectId === null || (subjectId !== undefined && (await findSubject(db, subjectId)) !== undefined);
  assertValid({
    ...validateTeacher(input as Partial<TeacherInput>),
    subject: subjectExists ? undefined : messages.teacher.subject,
  });
  return {
    firstName: input.firstName as string,
    lastName: input.lastName as string,
    gender: input.gender as Gender,
    position: input.position as Position,
    subjectId: subjectId ?? null,
    degree: (input.degree ?? null) as Degree | null,
    yearsOfService: (input.yearsOfService ?? null) as number | null,
  };
}
