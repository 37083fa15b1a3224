// One page of a list the API pages itself (users, the audit log, the content lists): the query's
// page and pageSize, and the answer's shape { items, total, page, pageSize }.
import * as z from 'zod/mini';
import { usersMessages } from '../messages/accountMessages';
import { cleanText } from './fieldRules';

export const pageSizeMax = 100;

/** A whole number from `min` to `max`, written in a query string as digits; absent → `fallback`. */
const queryNumber = (min: number, max: number, fallback: number, message: string) =>
  z.pipe(
    z.optional(z.string({ error: message }).check(z.regex(/^[0-9]{1,6}$/, message))),
    z.pipe(
      z.transform((value: string | undefined) => (value === undefined ? fallback : Number(value))),
      z.number().check(z.minimum(min, message), z.maximum(max, message)),
    ),
  );

export const pageQueryFields = {
  page: queryNumber(1, 999_999, 1, usersMessages.page),
  pageSize: queryNumber(1, pageSizeMax, 20, usersMessages.pageSize),
};

/** Free text to match, cleaned and trimmed; absent or blank → ''. */
export const queryText = (max: number, message: string) =>
  z.pipe(z.optional(cleanText(message).check(z.maxLength(max, message))), z.transform((value: string | undefined) => value ?? ''));

export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
