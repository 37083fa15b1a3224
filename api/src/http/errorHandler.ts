// Every error leaves as {"message", "errors"?} with the fitting status; a 500 shows no internals.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@school/shared/validation';
import { ApiError } from './apiError';
import { isForeignKeyViolation, isUniqueViolation } from './databaseErrors';

const fastifyErrorMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.api.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.api.unsupportedContentType],
};

function toResponse(error: FastifyError | ApiError | Error): { status: number; message: string; errors?: Record<string, string> } {
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message, errors: error.errors };
  const code = (error as FastifyError).code;
  const known = code ? fastifyErrorMessages[code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  // A write that lost a race with another one: the database's constraints are the last word.
  if (isForeignKeyViolation(error) || isUniqueViolation(error)) return { status: 409, message: messages.api.conflict };
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return { status, message: messages.api.invalidInput };
  return { status: 500, message: messages.unexpected };
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, message, errors } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(errors ? { message, errors } : { message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: messages.api.notFound }));
}

export default fp(errorHandler, { name: 'error-handler' });
