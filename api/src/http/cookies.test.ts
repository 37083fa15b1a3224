import { parseCookieHeader, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header, first occurrence winning', () => {
    expect(parseCookieHeader('sid=abc; XSRF-TOKEN=x.y; sid=later; junk; q="quoted"; e=%C8%99')).toEqual({
      sid: 'abc',
      'XSRF-TOKEN': 'x.y',
      q: 'quoted',
      e: 'ș',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('serialises attributes, and Max-Age=0 with a past Expires to delete', () => {
    expect(serializeCookie('sid', 'v', { path: '/', sameSite: 'Lax', secure: true, httpOnly: true })).toBe(
      'sid=v; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
    expect(serializeCookie('sid', '', { path: '/', sameSite: 'Lax', secure: false, maxAge: 0 })).toBe(
      'sid=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });
});
