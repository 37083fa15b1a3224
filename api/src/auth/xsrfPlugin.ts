// Every unsafe request must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN, and the token must be
// signed for the current session. A fresh cookie is set whenever the one sent does not fit the
// session (none yet, a stale one, or the session changed during this request), except on an answer
// a shared cache may keep (`Cache-Control: public`): a cache would hand that cookie to everyone.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@school/shared/messages';
import { ApiError } from '../http/apiError';
import { anonymousSessionKey, createXsrfToken, verifyXsrfToken } from './xsrfToken';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface XsrfPluginOptions {
  secret: string;
  cookieSecure: boolean;
}

const sessionKey = (request: FastifyRequest) => request.session?.idHash ?? anonymousSessionKey;
const sharedCacheable = (reply: FastifyReply) => /\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''));

async function xsrfPlugin(app: FastifyInstance, { secret, cookieSecure }: XsrfPluginOptions): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const header = request.headers[xsrfHeaderName];
    const cookie = request.cookies[xsrfCookieName];
    if (typeof header !== 'string' || header !== cookie || !verifyXsrfToken(secret, sessionKey(request), header)) {
      throw new ApiError(403, messages.api.invalidXsrf);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (sharedCacheable(reply)) return;
    const key = sessionKey(request);
    if (verifyXsrfToken(secret, key, request.cookies[xsrfCookieName])) return;
    // Readable by the page's script on purpose: it copies the value into the header.
    reply.setCookie(xsrfCookieName, createXsrfToken(secret, key), { path: '/', sameSite: 'lax', secure: cookieSecure });
  });
}

export default fp(xsrfPlugin, { name: 'xsrf', dependencies: ['@fastify/cookie', 'session'] });
