// What the API relies on from @fastify/cookie (registered in app.ts), over real HTTP: how a Cookie
// header is read, and how a cookie is set and deleted.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { cookieAttributes } from '../testing/apiClient';
import { listenOnFreePort } from '../testing/listen';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyCookie);
  app.get('/cookies', async (request) => request.cookies);
  app.get('/set', async (_request, reply) => reply.setCookie('sid', 'v', { path: '/', sameSite: 'lax', secure: true, httpOnly: true }).send({}));
  app.get('/clear', async (_request, reply) => reply.clearCookie('sid', { path: '/', sameSite: 'lax', secure: false }).send({}));
  baseUrl = await listenOnFreePort(app);
});
afterAll(() => app.close());

const cookiesRead = async (header?: string) => (await fetch(`${baseUrl}/cookies`, { headers: header === undefined ? {} : { cookie: header } })).json();

describe('cookies', () => {
  it('parses a Cookie header, first occurrence winning', async () => {
    expect(await cookiesRead('sid=abc; XSRF-TOKEN=x.y; sid=later; junk; q="quoted"; e=%C8%99')).toEqual({
      sid: 'abc',
      'XSRF-TOKEN': 'x.y',
      // RFC 6265: the double quotes are part of a cookie's value (the API never sets a quoted one).
      q: '"quoted"',
      e: 'ș',
    });
    expect(await cookiesRead(undefined)).toEqual({});
    expect(await cookiesRead('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('serialises attributes, and Max-Age=0 with a past Expires to delete', async () => {
    const set = (await fetch(`${baseUrl}/set`)).headers.get('set-cookie') ?? '';
    expect(set.split(';')[0]).toBe('sid=v');
    expect(cookieAttributes(set)).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']);
    const cleared = (await fetch(`${baseUrl}/clear`)).headers.get('set-cookie') ?? '';
    expect(cleared.split(';')[0]).toBe('sid=');
    expect(cookieAttributes(cleared)).toEqual(['Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Max-Age=0', 'Path=/', 'SameSite=Lax']);
  });
});
