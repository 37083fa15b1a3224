// A snapshot's inputs: the answers a page was drawn from that may change without a new file name
// (the API's, index.html, remotes.json, the page's remoteEntry.js; content-hashed
// files never change). Each is remembered by its ETag, else a hash of its body, and checked again
// with a conditional GET. A server's ETag belongs to one encoding (the section servers send brotli
// to Chromium, gzip to Node's fetch, each with its own), so the check asks for the encoding the
// recorded answer came in.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const { HASHED_FILE } = createRequire(import.meta.url)('../../shared/http/servingRules.cjs');

export const isInput = (url) => !HASHED_FILE.test(new URL(url).pathname);

const hashOf = (body) => createHash('sha1').update(body).digest('base64url');

/**
 * The base address a URL is fetched from by the renderer (PRERENDER_URL_MAP: public base →
 * address the renderer reaches, for a renderer inside docker-compose's network).
 * @param {string} url
 * @param {[string, string][]} urlMap
 */
export function mapUrl(url, urlMap = []) {
  for (const [from, to] of urlMap) if (url.startsWith(from)) return to + url.slice(from.length);
  return url;
}

/** "http://localhost:3001=http://remote-public,..." → pairs. */
export function parseUrlMap(text = '') {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [from, to] = pair.split('=');
      if (!from || !to) throw new Error(`PRERENDER_URL_MAP: "${pair}" is not public=internal`);
      return [from.replace(/\/+$/, ''), to.replace(/\/+$/, '')];
    });
}

/** Fetches an input as it is now: { url, etag, encoding } or { url, hash }, and the body. */
export async function fetchInput(url, urlMap) {
  const response = await fetch(mapUrl(url, urlMap), { cache: 'no-store' });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const etag = response.headers.get('etag');
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  return { input: etag ? { url, etag, encoding } : { url, hash: hashOf(body) }, body };
}

/** The input as recorded from a response the page received (playwright Response). */
export async function inputOfResponse(response) {
  const etag = await response.headerValue('etag');
  if (etag) return { url: response.url(), etag, encoding: (await response.headerValue('content-encoding')) ?? 'identity' };
  return { url: response.url(), hash: hashOf(await response.body()) };
}

/** True when the input answers differently now, or with an error; unknown (unreachable) is no change. */
export async function inputChanged(input, urlMap) {
  try {
    const response = await fetch(mapUrl(input.url, urlMap), {
      cache: 'no-store',
      headers: input.etag ? { 'If-None-Match': input.etag, ...(input.encoding && { 'Accept-Encoding': input.encoding }) } : {},
    });
    if (response.status === 304) return false;
    const body = await response.text();
    if (!response.ok) return true;
    const etag = response.headers.get('etag');
    return etag ? etag !== input.etag : hashOf(body) !== input.hash;
  } catch {
    return false;
  }
}
