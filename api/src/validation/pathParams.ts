// The path parameters of the routes, as schemas: a route with `params: idParams` gets
// `request.params.id` as a number, or the request is answered 400 before the handler runs.
import * as z from 'zod/mini';
import { messages } from '@school/shared/messages';
import { limits } from '@school/shared/schemas';

const invalidId = messages.api.invalidId;

/** A positive whole number, written without sign, leading zero or spaces, that fits an integer column. */
export const idParams = z.object({
  id: z.pipe(
    z.string({ error: invalidId }).check(z.regex(/^[1-9][0-9]{0,9}$/, invalidId)),
    z.pipe(z.transform(Number), z.number().check(z.maximum(limits.idMax, invalidId))),
  ),
});
