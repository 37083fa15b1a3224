// A registration body → the new user's fields, or 400: the shared rules, plus a password that is not
// on the common-passwords list. Passwords are kept as typed; the role is not read.
import type { Registration } from '@school/shared/types';
import { messages, validateRegistration } from '@school/shared/validation';
import { isCommonPassword } from '../auth/commonPasswords';
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
  const errors = validateRegistration(input as Partial<Registration>);
  if (!errors.password && isCommonPassword(input.password as string)) errors.password = messages.registration.passwordCommon;
  assertValid(errors);
  return {
    username: input.username as string,
    password: input.password as string,
    firstName: input.firstName as string,
    lastName: input.lastName as string,
  };
}
