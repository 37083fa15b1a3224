// The path parameters of the routes, as schemas: a route with `params: idParams` gets
// `request.params.id` as a number, or the request is answered 400 before the handler runs.
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { limits, withoutUnsafeCharacters } from '@school/shared/schemas';

const invalidId = messages.api.invalidId;

/** A positive whole number, written without sign, leading zero or spaces, that fits an integer column. */
export const idParams = z.object({
  id: z.pipe(
    z.string({ error: invalidId }).check(z.regex(/^[1-9][0-9]{0,9}$/, invalidId)),
    z.pipe(z.transform(Number), z.number().check(z.maximum(limits.idMax, invalidId))),
  ),
});

/** What an address may name an item by: at most 200 characters, none that text never keeps. */
const nameable = (value: string) => value.length <= 200 && withoutUnsafeCharacters(value) === value;

/**
 * A news post's slug or id as the address names it; null when no post can have it (a NUL, an
 * override), which the route answers 404 like a post that does not exist.
 */
export const slugParams = z.object({ slug: z.pipe(z.string(), z.transform((slug: string) => (nameable(slug) ? slug : null))) });

/** A page's key or id, its slashes plain or encoded (%2F), decoded; null when no page can have it. */
export const pageKeyParams = z.object({
  '*': z.pipe(
    z.string(),
    z.transform((raw: string) => {
      try {
        const key = decodeURIComponent(raw);
        return nameable(key) ? key : null;
      } catch {
        return null;
      }
    }),
  ),
});
