// The host's /api proxy (`npm start`; nginx does the same in the images, deploy/nginx): the API
// behind it sees the visitor's address, and a visitor never gets a 500 or an internal address
// from the proxy itself.
// - X-Forwarded-For is SET to the connecting address, never appended to: the API trusts this
//   hop (TRUST_PROXY), so whatever a visitor sends in it must not reach the API.
// - The body is read here, up to the API's own limit, and sent on whole: an oversized one gets
//   413 before the API sees it (the API refusing it half-read made the upload fail: EPIPE, 500).
//   Uploads (POST /api/media, up to 51 MB) are streamed through instead, never held here whole;
//   one announcing a larger Content-Length gets 413 before any of it travels on.
//   Node answers `Expect: 100-continue` itself; the header is not passed on (undici refuses it).
// - An API that is down or fails mid-answer gives 502; nothing is retried (a 503 is the API's
//   own answer, with its Retry-After).
// - Errors are {"message"} like the API's, in the texts of shared/http/apiProxy.json.
import { createRequire } from 'node:module';
import { Stream } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';

const apiProxy = createRequire(import.meta.url)('../shared/http/apiProxy.json');
const { messages } = apiProxy;

/** Headers only the proxy may set; a visitor's are dropped. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

function requestHeaders(request, headers) {
  const forwarded = { ...headers };
  // The body goes on whole, with its Content-Length (reply-from sets it), or not at all (a
  // GET's body is ignored by Fastify).
  for (const name of [...PROXY_HEADERS, 'expect', 'transfer-encoding']) delete forwarded[name];
  if (!Buffer.isBuffer(request.body) && !(request.body instanceof Stream)) delete forwarded['content-length'];
  const address = request.raw.socket.remoteAddress;
  if (address) forwarded['x-forwarded-for'] = address;
  // No X-Forwarded-Host, as nginx: the API writes its links on its configured PUBLIC_SITE_URL,
  // never on a host a visitor named. The Host itself goes on as the visitor sent it (nginx:
  // `proxy_set_header Host $host`): it names the school whose API this is (api/src/tenancy).
  if (request.headers.host) forwarded.host = request.headers.host;
  return forwarded;
}

/** The API's answer, without its hop-by-hop headers: this server keeps or closes the visitor's
 * connection as the visitor asked (a `Connection: close` must not become keep-alive). */
function responseHeaders(headers) {
  const answer = { ...headers };
  for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete answer[name];
  return answer;
}

function sendError(reply, status, message) {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send({ message });
}

function proxyError(error) {
  if (error.code === 'UPLOAD_TOO_LARGE') return [413, messages.uploadTooLarge];
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return [413, messages.bodyTooLarge];
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return [415, messages.unsupportedContentType];
  if (error.statusCode >= 400 && error.statusCode < 500) return [error.statusCode, messages.invalidInput];
  return [502, messages.apiUnavailable];
}

/**
 * Proxies /api and /api/* (every method) to `upstream`, e.g. http://127.0.0.1:4000.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ upstream: string }} options
 */
export async function registerApiProxy(app, { upstream }) {
  const replyOptions = {
    rewriteRequestHeaders: requestHeaders,
    rewriteHeaders: responseHeaders,
    retryDelay: () => null,
    onError: (reply) => sendError(reply, 502, messages.apiUnavailable),
  };
  // /api/media (and below): uploads streamed on, up to their own limit.
  await app.register(async (scope) => {
    // @fastify/http-proxy passes the body on as a stream (its own content type parser).
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > apiProxy.upload.bodyLimitBytes) {
        throw Object.assign(new Error('upload too large'), { code: 'UPLOAD_TOO_LARGE' });
      }
    });
    // Refused before it is read: the connection closes, so the client stops sending the rest.
    scope.setErrorHandler((error, _request, reply) => sendError(reply.header('Connection', 'close'), ...proxyError(error)));
    await scope.register(fastifyHttpProxy, {
      upstream,
      prefix: apiProxy.upload.path,
      rewritePrefix: apiProxy.upload.path,
      httpMethods: app.supportedMethods,
      replyOptions,
    });
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: apiProxy.bodyLimitBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error, _request, reply) => sendError(reply, ...proxyError(error)));
    await scope.register(fastifyHttpProxy, {
      upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      httpMethods: app.supportedMethods,
      proxyPayloads: false,
      // The buffered body as it came (reply-from would re-encode a JSON one).
      handler: (request, reply, destination, options) =>
        reply.from(destination, Buffer.isBuffer(request.body) ? { ...options, body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : options),
      replyOptions,
    });
  });
}
