// An About us body → the twelve trimmed fields, or 400 with the shared validator's messages.
import { ABOUT_US_FIELDS, type AboutUs } from '@school/shared/types';
import { validateAboutUs } from '@school/shared/validation';
import { assertValid } from '../http/apiError';
import { readBody } from './requestInput';

export function readAboutUsInput(body: unknown): AboutUs {
  const input = readBody(body);
  assertValid(validateAboutUs(input as Partial<AboutUs>));
  return Object.fromEntries(ABOUT_US_FIELDS.map((field) => [field, input[field] as string])) as AboutUs;
}
