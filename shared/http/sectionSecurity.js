// What every front-end section's server sends and refuses, in every composition: `npm start`
// (scripts/sectionServer.mjs reads this at start) and the nginx images
// (deploy/nginx/write-policy.mjs turns it into nginx directives when an image is built).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const prerender = require('./prerender.json');

/** The host's build of the pre-rendered pages' loader (host/src/prerender/loader.ts). */
const HOST_LOADER_FILE = path.join(__dirname, '..', '..', 'host', 'dist', prerender.loaderFile);

/**
 * The one inline script a page may run: a pre-rendered page's loader of the host's scripts
 * (scripts/prerender inlines the built file). Allowed by the hash of the built bytes, never as
 * 'unsafe-inline'. Read when asked: only the host's server needs it, after the host's build.
 * @param {string} [file]
 */
function hostLoaderHash(file = HOST_LOADER_FILE) {
  return `'sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}'`;
}

/**
 * The Content-Security-Policy of a section's pages: scripts, styles, images, fonts and fetches
 * only from the page's own origin and `otherOrigins` (the host lists the three remotes), no
 * inline script but, on the host, the pre-rendered pages' loader by its hash, no plug-ins, never
 * inside a frame. Styles may be inline: styled-components writes <style> elements.
 * @param {string[]} otherOrigins
 * @param {boolean} hostLoader
 */
function contentSecurityPolicy(otherOrigins, hostLoader) {
  const sources = ["'self'", ...otherOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}${hostLoader ? ` ${hostLoaderHash()}` : ''}`,
    `connect-src ${sources}`,
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data:`,
    `font-src ${sources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of every answer of a section's server, as [name, value] pairs.
 * @param {object} [options]
 * @param {string[]} [options.scriptOrigins]  origins the page may load code from besides its own (the host: the remotes)
 * @param {boolean} [options.hostLoader]      allow the pre-rendered pages' loader script (the host)
 * @param {boolean} [options.hsts]            Strict-Transport-Security (production nginx, served behind HTTPS)
 * @returns {[string, string][]}
 */
function securityHeaders({ scriptOrigins = [], hostLoader = false, hsts = false } = {}) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptOrigins, hostLoader)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors for browsers that predate it.
    ['X-Frame-Options', 'DENY'],
    ...(hsts ? [['Strict-Transport-Security', 'max-age=31536000']] : []),
  ];
}

/**
 * Build output kept for debugging, never served: source maps (the full sources) and Module
 * Federation's stats manifest (the build machine's paths), and their precompressed copies.
 * Matched against the decoded path; also valid PCRE for nginx's `location ~`.
 */
const PRIVATE_BUILD_FILE = /(\.map|\/mf-manifest-stats\.json)(\.gz|\.br)?$/;

module.exports = { securityHeaders, PRIVATE_BUILD_FILE, HOST_LOADER_FILE, hostLoaderHash };
