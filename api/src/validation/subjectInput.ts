// A subject body → its name, or 400 with the shared validator's messages.
import { validateSubject } from '@school/shared/validation';
import { assertValid } from '../http/apiError';
import { readBody } from './requestInput';

export function readSubjectName(body: unknown): string {
  const input = readBody(body);
  assertValid(validateSubject(input));
  return input.name as string;
}
