// How the host's server answers each path, in every composition: `npm start`
// (scripts/sectionServer.mjs follows servingOf) and the host's nginx image
// (deploy/nginx/write-policy.mjs writes these patterns and headers into host.conf.template's
// locations). The first rule that matches decides.
//
// | path                                   | answer                                                | Cache-Control          |
// | -------------------------------------- | ----------------------------------------------------- | ---------------------- |
// | /api/…                                 | proxied to the API                                    | the API's own          |
// | /remotes.json                          | the remotes' addresses, from the environment          | no-cache               |
// | /sitemap.xml, /robots.txt              | the renderer's file, else 404                         | no-cache               |
// | with a file extension (/main.js)       | the build's file, else 404 (never the shell)          | immutable if hashed    |
// | a page read with a query (/arhiva?an=) | the live shell: the snapshot is the page without one  | no-cache               |
// | a page asked with X-Live-Shell         | the live shell (the renderer draws from live answers) | no-cache               |
// | a snapshot path (/noutati/o-stire)     | its snapshot (gzip when accepted), else the live shell | no-cache               |
// | any other path (/Home, /home/)         | the live shell (the client-side route decides)        | no-cache               |
//
// A snapshot answer varies by Accept-Encoding and carries the host's security headers, as every
// answer does (sectionSecurity.js). The renderer (scripts/prerender) writes snapshots for the
// same paths and treats hashed files as never changing.

const API_PREFIX = '/api/';

/**
 * A request header that asks for the live shell instead of a snapshot: the renderer's, which
 * must draw every page from the live answers (a page drawn from its own snapshot asks the API
 * nothing, so its record could never go stale). Anyone may send it: they get the slower page.
 */
const LIVE_SHELL_HEADER = 'X-Live-Shell';

/** The renderer's files at the site's root, and their types. */
const RENDERER_FILES = { '/sitemap.xml': 'application/xml', '/robots.txt': 'text/plain' };

/** A path naming a file: a last segment with an extension. Also valid PCRE for nginx. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/** webpack's [contenthash] names (16+ hex characters): never change, cached for a year. Also PCRE. */
const HASHED_FILE = /\.[0-9a-f]{16,}\.[A-Za-z0-9]+$/;

/** The page paths a snapshot may exist for: lowercase slugs only, so a path never leaves its folder. Also PCRE. */
const SNAPSHOT_PATH = /^(\/[a-z0-9][a-z0-9-]*)+$/;

const CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', revalidate: 'no-cache' };

/** Cache-Control of a built file. */
const cacheControlFor = (pathname) => (HASHED_FILE.test(pathname) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate);

/**
 * What the host's server answers for a request's path and query ("" when there is none).
 * @param {string} pathname  the decoded path, e.g. "/noutati/o-stire"
 * @param {string} search    the query with its "?", or ""
 * @param {string} remotesJsonPath
 * @param {boolean} liveShell  the request carries LIVE_SHELL_HEADER
 * @returns {'api' | 'remotes' | 'rendererFile' | 'file' | 'live' | 'snapshot'}
 *   snapshot: its snapshot when the renderer has one, else the live shell
 */
function servingOf(pathname, search, remotesJsonPath, liveShell) {
  if (pathname.startsWith(API_PREFIX)) return 'api';
  if (pathname === remotesJsonPath) return 'remotes';
  if (Object.hasOwn(RENDERER_FILES, pathname)) return 'rendererFile';
  if (FILE_PATH.test(pathname)) return 'file';
  if ((search !== '' && search !== '?') || liveShell) return 'live';
  return SNAPSHOT_PATH.test(pathname) ? 'snapshot' : 'live';
}

module.exports = { API_PREFIX, LIVE_SHELL_HEADER, RENDERER_FILES, FILE_PATH, HASHED_FILE, SNAPSHOT_PATH, CACHE_CONTROL, cacheControlFor, servingOf };
