// Every error leaves as {"message", "errors"?} with the fitting status; a 500 shows no internals.
// That holds for the routes' errors, for unknown paths and methods (404, 405 with Allow), and for
// what Fastify and Node's HTTP parser refuse before any route runs (a bad URL, oversized headers).
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@school/shared/messages';
import { ApiError } from './apiError';
import { isDataError, isForeignKeyViolation, isUniqueViolation } from './databaseErrors';
import { createRouteTable } from './routeTable';

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
  // A value no rule caught and the database refused: the request's fault, not the server's.
  if (isDataError(error)) return { status: 400, message: messages.api.unstorable };
  const status = (error as FastifyError).statusCode;
  // A refusal no message above names: never "correct the highlighted fields" when none is named.
  if (status && status >= 400 && status < 500) return { status, message: messages.api.badRequest };
  return { status: 500, message: messages.unexpected };
}

const routingErrors: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, messages.api.badUrl],
  // No slug, key or id of the site is that long (a path parameter over 100 characters).
  FST_ERR_MAX_PARAM_LENGTH: [414, messages.api.addressTooLong],
};

/** Fastify's own refusals before routing: a path that does not decode, a path parameter too long. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = routingErrors[error.code];
  if (known) {
    void reply.status(known[0]).send({ message: known[1] });
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send({ message: messages.unexpected });
}

const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, messages.api.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.api.requestTimeout],
};

/** What Node's HTTP parser refuses (no request object exists yet): written straight to the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = clientErrors[error.code ?? ''] ?? [400, messages.api.badRequest];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  const routes = createRouteTable();
  app.addHook('onRoute', (route) => routes.add(route));

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, message, errors } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (isDataError(error)) request.log.warn({ err: error }, 'the database refused a value no rule caught');
    return reply.status(status).send(errors ? { message, errors } : { message });
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const allowed = routes.methodsFor(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method)) return reply.status(405).header('Allow', allowed.join(', ')).send({ message: messages.api.methodNotAllowed });
    return reply.status(404).send({ message: messages.api.notFound });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
