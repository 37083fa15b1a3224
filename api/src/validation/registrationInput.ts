// A registration body → the new user's fields, or 400. Passwords are kept as typed; the role is not read.
import type { Registration } from '@school/shared/types';
import { validateRegistration } from '@school/shared/validation';
import { assertValid } from '../http/apiError';
import { readBody } from './requestInput';

export interface RegistrationValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function readRegistrationInput(body: unknown): RegistrationValues {
  const input = readBody(body, ['password']);
  assertValid(validateRegistration(input as Partial<Registration>));
  return {
    username: input.username as string,
    password: input.password as string,
    firstName: input.firstName as string,
    lastName: input.lastName as string,
  };
}
