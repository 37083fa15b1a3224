// Signed double-submit token (OWASP CSRF cheat sheet): random value + HMAC over the session it
// belongs to, so a token planted by an attacker or kept from another session does not verify.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const anonymousSessionKey = 'anonymous';

const sign = (secret: string, sessionKey: string, random: string) =>
  createHmac('sha256', secret).update(`${sessionKey.length}!${sessionKey}!${random}`).digest('base64url');

export function createXsrfToken(secret: string, sessionKey: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${sign(secret, sessionKey, random)}`;
}

export function verifyXsrfToken(secret: string, sessionKey: string, token: string | undefined): boolean {
  if (!token) return false;
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, sessionKey, random));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
