// The host's server asks the API whose site a page's host is (GET /api/site, with the visitor's
// Host) before it serves the page: a host that names no school gets a plain Romanian page with
// 404, a suspended school's host one with 503, never another school's page. A school's pages are
// served live (the pre-rendered snapshots are one install's, not per host). Without schools the
// API answers `single` and the pages are served as always; an API that does not answer changes
// nothing here (the page itself then says what failed).
import { request } from 'node:http';
import { createRequire } from 'node:module';

const siteStatus = createRequire(import.meta.url)('../shared/http/siteStatus.json');

/** GET {apiUpstream}/api/site as `host`: { status, kind } or null when the API does not answer. */
export function askSite(apiUpstream, host) {
  return new Promise((resolve) => {
    const outgoing = request(`${apiUpstream}/api/site`, { headers: { host: host ?? '', accept: 'application/json' }, timeout: 5000 }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => {
        let kind = null;
        try {
          kind = JSON.parse(Buffer.concat(chunks).toString()).kind ?? null;
        } catch {
          // A refusal's body is {"message"}: the status says it all.
        }
        resolve({ status: incoming.statusCode ?? 0, kind });
      });
      incoming.on('error', () => resolve(null));
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(null));
    outgoing.end();
  });
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The plain page: no script, no style sheet of the site, nothing of any school. */
export function statusPage({ title, text }) {
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>
`;
}

/**
 * What to do with a page request: `answered` (the plain page was sent), `live` (a school's host:
 * serve the shell, not a snapshot), or `as-always`.
 */
export async function pageTenancy(apiUpstream, request, reply) {
  const site = await askSite(apiUpstream, request.headers.host);
  const plain = site && { 404: siteStatus.unknownHost, 503: siteStatus.suspended }[site.status];
  if (plain) {
    if (site.status === 503) reply.header('Retry-After', '3600');
    await reply.code(site.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(statusPage(plain));
    return 'answered';
  }
  return site?.kind === 'school' ? 'live' : 'as-always';
}
