// Reads `Authorization: Basic base64(username:password)`; the password may itself contain ':'.
import type { Credentials } from '@school/shared/types';

export function parseBasicAuthorization(header: string | undefined): Credentials | undefined {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) };
}
