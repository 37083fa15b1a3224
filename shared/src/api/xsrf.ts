// The API sets a readable XSRF-TOKEN cookie; every non-GET request to it must echo the value in
// the X-XSRF-TOKEN header (signed double submit). The token never goes to another origin.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function xsrfHeaderFor(method: string, url: string, cookieHeader: string, pageOrigin: string): string | undefined {
  if (SAFE_METHODS.has(method.toUpperCase())) return undefined;
  if (new URL(url, pageOrigin).origin !== pageOrigin) return undefined;
  return readCookie(cookieHeader, XSRF_COOKIE);
}
