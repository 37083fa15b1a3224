// A class body → values to store, or 400: the shared validator's messages plus a master that must exist.
import type { ClassInput, EducationType } from '@school/shared/types';
import { messages, validateClass } from '@school/shared/validation';
import type { Db } from '../db/database';
import { assertValid } from '../http/apiError';
import type { ClassValues } from '../repositories/classesRepository';
import { teacherExists } from '../repositories/teachersRepository';
import { readBody, readReference, withoutNulls } from './requestInput';

export async function readClassInput(db: Db, body: unknown): Promise<ClassValues> {
  // Absent number and education type take the form's preselected values.
  const input: Record<string, unknown> = {
    number: 0,
    educationType: 'PRIMARY',
    ...withoutNulls(readBody(body), ['number', 'educationType']),
  };
  const masterId = readReference(input.master);
  const masterExists = masterId === null || (masterId !== undefined && (await teacherExists(db, masterId)));
  assertValid({
    ...validateClass(input as Partial<ClassInput>),
    master: masterExists ? undefined : messages.schoolClass.master,
  });
  return {
    number: input.number as number,
    name: input.name as string,
    educationType: input.educationType as EducationType,
    masterId: masterId ?? null,
  };
}
