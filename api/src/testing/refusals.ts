// What a request the schemas refuse answers, as the route tests expect it.
import { messages } from '@school/shared/messages';
import { json } from './apiClient';

/** 400, the form's one message, and each refused field's own. */
export async function expectFieldsRefused(response: Response, errors: Record<string, string>): Promise<void> {
  expect(response.status).toBe(400);
  expect(await json(response)).toEqual({ message: messages.api.invalidInput, errors });
}
