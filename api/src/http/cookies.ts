// Cookie parsing and Set-Cookie serialising (RFC 6265). Small enough to own: the cookie plugin
// on npm loads an ESM-only parser through a dynamic import that jest's CommonJS cannot run.
export interface CookieOptions {
  path: string;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
  httpOnly?: boolean;
  /** Seconds; 0 deletes the cookie. Absent: a browser-session cookie. */
  maxAge?: number;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Name → value; the first occurrence of a name wins, as browsers send the most specific first. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim();
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (name && !(name in cookies)) cookies[name] = decode(value);
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `SameSite=${options.sameSite}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${options.maxAge}`);
    if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
