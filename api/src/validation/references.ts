// A body whose relations must exist (a teacher's subject, a class's master): the route checks
// them against the database and answers them together with the schema's other messages, in one
// 400, as the form shows every field at once.
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { messages } from '@school/shared/messages';
import { ApiError } from '../http/apiError';

export interface ReferenceCheck {
  /** Whether the row the reference names exists. */
  exists: (id: number) => Promise<boolean>;
  message: string;
}

/** The id of a well-formed reference (`{ "id": n }`), else undefined: the schema reports the rest. */
function referencedId(body: unknown, field: string): number | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Route options: the schema's verdict waits (attachValidation) until the references are checked,
 * then every refused field is answered at once. A refused path is answered as it is.
 */
export function referencesMustExist(checks: Record<string, ReferenceCheck>): Pick<RouteShorthandOptions, 'attachValidation' | 'preHandler'> {
  return {
    attachValidation: true,
    async preHandler(request: FastifyRequest) {
      const refused = request.validationError;
      if (refused && refused.validationContext !== 'body') throw refused;
      const errors: Record<string, string> = { ...(refused instanceof ApiError ? refused.errors : {}) };
      for (const [field, { exists, message }] of Object.entries(checks)) {
        const id = referencedId(request.body, field);
        if (errors[field] === undefined && id !== undefined && !(await exists(id))) errors[field] = message;
      }
      if (refused || Object.keys(errors).length > 0) throw new ApiError(400, messages.api.invalidInput, errors);
    },
  };
}
