// request.cookies from the Cookie header; reply.setCookie / clearCookie add Set-Cookie headers.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseCookieHeader, serializeCookie, type CookieOptions } from './cookies';

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options: CookieOptions): FastifyReply;
    clearCookie(name: string, options: CookieOptions): FastifyReply;
  }
}

async function cookiePlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('cookies', null as unknown as Record<string, string>);
  app.addHook('onRequest', async (request) => {
    request.cookies = parseCookieHeader(request.headers.cookie);
  });
  // Fastify sends every value given for set-cookie, rather than keeping the last one.
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options: CookieOptions) {
    return this.header('set-cookie', serializeCookie(name, value, options));
  });
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options: CookieOptions) {
    return this.header('set-cookie', serializeCookie(name, '', { ...options, maxAge: 0 }));
  });
}

export default fp(cookiePlugin, { name: 'cookies' });
