// A snapshot's inputs: the answers a page was drawn from that may change without a new file name
// (the API's, index.html, remotes.json, the page's remoteEntry.js). Content-hashed files never
// change at their address, so they are none; nor are photos, which the renderer's browser does not
// load (rendererBrowser.mjs). Each input is remembered by its ETag, else a hash
// of its body, and checked again with a conditional GET. A server's ETag belongs to one encoding
// (the section servers send brotli to Chromium, the plain file to the renderer's Node side, each
// with its own), so the check asks for the encoding the recorded answer came in.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { get } from './reach.mjs';

const { HASHED_FILE } = createRequire(import.meta.url)('../../shared/http/servingRules.cjs');

export const isInput = (url) => !HASHED_FILE.test(new URL(url).pathname);

/** An answer of the API: what an edit changes (every other input is the site's shell and code). */
export const isApiInput = (input) => new URL(input.url).pathname.startsWith('/api/');

const hashOf = (body) => createHash('sha1').update(body).digest('base64url');

/**
 * Fetches an input as it is now: { url, etag, encoding } or { url, hash }, and the body.
 * @param {string} url
 * @param {[string, string][]} [urlMap]
 * @param {[string, string][]} [hostMap]  a platform school's host → the site's address (reach.mjs)
 */
export async function fetchInput(url, urlMap, hostMap) {
  const response = await get(url, { urlMap, hostMap });
  const body = response.body.toString();
  if (response.status < 200 || response.status >= 300) throw new Error(`${url} answered ${response.status}`);
  const { etag } = response.headers;
  const encoding = response.headers['content-encoding'] ?? 'identity';
  return { input: etag ? { url, etag, encoding } : { url, hash: hashOf(body) }, body };
}

/** A header of a DevTools answer, whatever the case of its name. */
const headerOf = (headers, name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * The input as recorded from an answer the page received (DevTools' Network.Response); its body,
 * for one without an ETag, read from the session that saw it.
 */
export async function inputOfAnswer(session, requestId, response) {
  const etag = headerOf(response.headers, 'etag');
  if (etag) return { url: response.url, etag, encoding: headerOf(response.headers, 'content-encoding') ?? 'identity' };
  const { body, base64Encoded } = await session.send('Network.getResponseBody', { requestId });
  return { url: response.url, hash: hashOf(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')) };
}

/** True when the input answers differently now, or with an error; unknown (unreachable) is no change. */
export async function inputChanged(input, urlMap, hostMap) {
  try {
    const headers = input.etag ? { 'If-None-Match': input.etag, ...(input.encoding && { 'Accept-Encoding': input.encoding }) } : {};
    const response = await get(input.url, { headers, urlMap, hostMap });
    if (response.status === 304) return false;
    if (response.status < 200 || response.status >= 300) return true;
    const { etag } = response.headers;
    return etag ? etag !== input.etag : hashOf(response.body.toString()) !== input.hash;
  } catch {
    return false;
  }
}
