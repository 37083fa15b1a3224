// The host's server asks the API whose site a page's host is (GET /api/site, with the visitor's
// Host) before it serves the page: a host that names no school gets a plain Romanian page with
// 404, a suspended school's host one with 503, never another school's page. A school's host gets
// that school's snapshots: the answer names its host (siteStatus.json's schoolHostHeader). Without
// schools the API answers `single` and the pages are served as always; an API that does not
// answer changes nothing here (the page itself then says what failed).
import { request } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const siteStatus = require('../shared/http/siteStatus.json');
const { statusPage } = require('../shared/http/statusPage.cjs');

/** GET {apiUpstream}/api/site as `host`: { status, schoolHost } or null when the API does not answer. */
export function askSite(apiUpstream, host) {
  return new Promise((resolve) => {
    const outgoing = request(`${apiUpstream}/api/site`, { headers: { host: host ?? '', accept: 'application/json' }, timeout: 5000 }, (incoming) => {
      // The status and the header say it all: the body is the public pages' theme.
      incoming.resume();
      incoming.on('end', () => {
        const schoolHost = incoming.headers[siteStatus.schoolHostHeader.toLowerCase()];
        resolve({ status: incoming.statusCode ?? 0, schoolHost: typeof schoolHost === 'string' ? schoolHost : null });
      });
      incoming.on('error', () => resolve(null));
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(null));
    outgoing.end();
  });
}

/**
 * Whose site a page request is: null when the plain page was sent (no school here, or a suspended
 * one), else { schoolHost }: the school's host whose snapshots are served, or null on an install
 * without schools (and when the API does not answer): the install's snapshots.
 */
export async function pageTenancy(apiUpstream, request, reply) {
  const site = await askSite(apiUpstream, request.headers.host);
  const plain = site && { 404: siteStatus.unknownHost, 503: siteStatus.suspended }[site.status];
  if (plain) {
    if (site.status === 503) reply.header('Retry-After', String(siteStatus.retryAfterSeconds));
    await reply.code(site.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(statusPage(plain));
    return null;
  }
  return { schoolHost: site?.schoolHost ?? null };
}
