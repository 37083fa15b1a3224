// What a section's server refuses itself (`npm start`: sectionServer.mjs) is answered as the API
// answers: the right 4xx, JSON {"message"} in the API's words (shared/http/apiProxy.json), and
// nothing of Fastify's or Node's own fields.
import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';

export const { messages } = createRequire(import.meta.url)('../shared/http/apiProxy.json');

/** A path's decoded form, or null when it does not decode (`/%E0%A4%A`). */
export function decodedPath(rawPath) {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

export function sendMessage(reply, status, message) {
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}

/** Fastify's refusals before routing: a path that does not decode. */
export function frameworkErrors(error, _request, reply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendMessage(reply, 400, messages.badUrl);
  return sendMessage(reply, 500, messages.unexpected);
}

const parserRefusals = {
  HPE_HEADER_OVERFLOW: [431, messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.requestTimeout],
};

/** What Node's HTTP parser refuses (a raw UTF-8 path, an unknown method, a 60 KB query): no request exists yet. */
export function clientErrorHandler(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = parserRefusals[error.code ?? ''] ?? [400, messages.badRequest];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** A static file's refusal: a path outside the build (403 from @fastify/static) is simply not there. */
export function staticErrorHandler(error, request, reply) {
  const status = error.statusCode ?? 500;
  if (status === 403 || status === 404) return sendMessage(reply, 404, messages.notFound);
  if (status >= 400 && status < 500) return sendMessage(reply, 400, messages.badRequest);
  request.log.error({ err: error }, 'request failed');
  return sendMessage(reply, 500, messages.unexpected);
}

/** A method the address does not take: 405 with the ones it does. */
export function methodNotAllowed(reply, allowed) {
  return sendMessage(reply.header('Allow', allowed.join(', ')), 405, messages.methodNotAllowed);
}

export const notFound = (reply) => sendMessage(reply, 404, messages.notFound);
