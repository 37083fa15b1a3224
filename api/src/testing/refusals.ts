// What the API refuses, as the route tests expect it: a body the schemas refuse, and the callers an
// ADMIN-only route turns away.
import { messages } from '@school/shared/messages';
import type { Role } from '@school/shared/types';
import { json } from './apiClient';

/** Each caller of an ADMIN-only route (role null: signed out) and the status it is answered, for it.each. */
export const adminOnlyCallers: [string, Role | null, number][] = [
  ['anonymous', null, 401],
  ['a USER', 'USER', 403],
  ['a MANAGER', 'MANAGER', 403],
  ['an ADMIN', 'ADMIN', 200],
];

/** 400, the form's one message, and each refused field's own. */
export async function expectFieldsRefused(response: Response, errors: Record<string, string>): Promise<void> {
  expect(response.status).toBe(400);
  expect(await json(response)).toEqual({ message: messages.api.invalidInput, errors });
}
