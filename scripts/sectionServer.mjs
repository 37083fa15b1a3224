// The static server of one front-end section's production build (host or remote), as a
// separately deployed section would be served:
// - precompressed .br / .gz files when the browser accepts them,
// - long, immutable caching for content-hashed files; no-cache (revalidate by ETag) for
//   index.html, main.js, remoteEntry.js, mf-manifest.json and /remotes.json,
// - CORS for remotes (the host's page fetches their manifest, entry and chunks from its origin),
// - history fallback to index.html for page paths,
// - the security headers on every answer, and no source map or stats manifest
//   (shared/http/sectionSecurity.js, which the nginx images follow too),
// - on the host: /remotes.json from the environment and /api proxied to the API (apiProxy.mjs),
//   and a public page's pre-rendered snapshot when one exists that is newer than the host's
//   index.html (scripts/prerender), with /sitemap.xml and /robots.txt: which path gets what is
//   the serving rules' table (shared/http/servingRules.cjs), which the host's nginx follows too,
// - on the host, a page of a host that names no school (404) or of a suspended school (503) is a
//   plain Romanian page instead (siteTenancy.mjs); a school's host gets that school's snapshots,
//   sitemap and robots.txt (<snapshotDir>/hosts/<host>), never the install's or another school's.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import layout from '../shared/federation/sections.js';
import sectionSecurity from '../shared/http/sectionSecurity.js';
import servingRules from '../shared/http/servingRules.cjs';
import { registerApiProxy } from './apiProxy.mjs';
import { clientErrorHandler, decodedPath, frameworkErrors, messages, methodNotAllowed, notFound, sendMessage, staticErrorHandler } from './sectionErrors.mjs';
import { hostSnapshotDir, pagesDir, snapshotFile } from './prerender/snapshotStore.mjs';
import { pageTenancy } from './siteTenancy.mjs';

const { securityHeaders, PRIVATE_BUILD_FILE } = sectionSecurity;
const { CACHE_CONTROL, LIVE_SHELL_HEADER, RENDERER_FILES, cacheControlFor, servingOf } = servingRules;

/**
 * @param {object} options
 * @param {string} options.name          section name, for logs
 * @param {string} options.root          the build folder (dist)
 * @param {number} options.port
 * @param {string} [options.host]        listen address (default 127.0.0.1... and ::1 via "localhost")
 * @param {boolean} [options.cors]       add Access-Control-Allow-Origin: * (remotes)
 * @param {string[]} [options.scriptOrigins] origins the page may load code from besides its own (host: the remotes')
 * @param {() => unknown} [options.remotesJson]  answer /remotes.json (host)
 * @param {string} [options.apiUpstream] proxy /api/* there (host), e.g. http://127.0.0.1:4000
 * @param {string} [options.snapshotDir] the pre-rendered pages' folder (host)
 * @param {boolean} [options.logger]
 */
export async function startSectionServer({ name, root, port, host = 'localhost', cors = false, scriptOrigins = [], remotesJson, apiUpstream, snapshotDir, logger = false }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${name}: no build in ${root} (index.html missing); run its build first`);
  }
  const app = Fastify({ logger, forceCloseConnections: true, frameworkErrors, clientErrorHandler });
  app.setErrorHandler(staticErrorHandler);

  // The host serves pre-rendered pages: its policy allows their loader script by its hash. An
  // answer's own header wins: a stored file from the API keeps its sandboxed policy.
  const headers = securityHeaders({ scriptOrigins, hostLoader: Boolean(snapshotDir) });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [header, value] of headers) if (!reply.hasHeader(header)) reply.header(header, value);
    return payload;
  });

  if (cors) {
    // Any origin, so the answer does not vary by Origin; its Vary: Accept-Encoding (pre-compressed
    // files) stays, or a cache could hand brotli to a client that asked for gzip.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      return payload;
    });
    app.options('/*', async (_request, reply) => {
      reply
        .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
        .header('Access-Control-Allow-Headers', '*')
        .code(204)
        .send();
    });
  }

  if (remotesJson) {
    app.get(layout.REMOTES_JSON_PATH, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return remotesJson();
    });
  }

  if (apiUpstream) await registerApiProxy(app, { upstream: apiUpstream });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: true,
    // The decoded path asked for (also when its .gz or .br sibling would be sent).
    allowedPath: (pathName) => !PRIVATE_BUILD_FILE.test(pathName),
    // @fastify/static 10 passes the reply (not a raw response) to setHeaders.
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(`/${path.basename(filePath)}`));
    },
  });

  const sendIndex = (reply) => reply.header('Cache-Control', CACHE_CONTROL.revalidate).sendFile('index.html');
  /**
   * The host asks the API whose site the page's host is (a county's platform: siteTenancy.mjs):
   * null when it has answered with the plain page, else the site's snapshot folder (none without
   * snapshots): a school's own, or the install's.
   */
  const siteOf = async (request, reply) => {
    const site = apiUpstream ? await pageTenancy(apiUpstream, request, reply) : { schoolHost: null };
    if (!site) return null;
    if (!snapshotDir) return { snapshots: null };
    return { snapshots: site.schoolHost ? hostSnapshotDir(snapshotDir, site.schoolHost) : snapshotDir };
  };
  app.get('/', async (request, reply) => {
    if (!(await siteOf(request, reply))) return reply;
    return sendIndex(reply);
  });

  /**
   * A snapshot file to send: it exists and is newer than the shell it was rendered from (this
   * server's build may be replaced in place while the renderer is stopped).
   */
  const freshSnapshot = (file) => {
    try {
      return statSync(file).mtimeMs >= statSync(path.join(root, 'index.html')).mtimeMs ? readFileSync(file) : null;
    } catch {
      return null;
    }
  };

  // A path that is no file of the build: the serving rules decide (shared/http/servingRules.cjs).
  app.setNotFoundHandler(async (request, reply) => {
    const [rawPath = '/', query] = request.url.split(/\?(.*)/s);
    // The rules read the decoded path: `/main.js%2Emap` names a file (a source map), not a page.
    const pathname = decodedPath(rawPath);
    if (pathname === null) return sendMessage(reply, 400, messages.badUrl);
    const readable = request.method === 'GET' || request.method === 'HEAD';
    // PROPFIND and the like reach no route: the API's methods are its own, a page's are GET and HEAD.
    if (!readable) return methodNotAllowed(reply, pathname.startsWith('/api/') ? app.supportedMethods : ['GET', 'HEAD']);
    const liveShell = request.headers[LIVE_SHELL_HEADER.toLowerCase()] !== undefined;
    const serving = servingOf(pathname, query ? `?${query}` : '', layout.REMOTES_JSON_PATH, liveShell);
    const site = serving === 'rendererFile' || serving === 'snapshot' || serving === 'live' ? await siteOf(request, reply) : { snapshots: null };
    if (!site) return reply;
    if (site.snapshots && serving === 'rendererFile') {
      const body = freshSnapshot(path.join(pagesDir(site.snapshots), pathname.slice(1)));
      if (body) return reply.header('Cache-Control', CACHE_CONTROL.revalidate).type(RENDERER_FILES[pathname]).send(body);
    }
    const file = serving === 'snapshot' && site.snapshots ? snapshotFile(site.snapshots, pathname) : null;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const compressed = file && gzip ? freshSnapshot(`${file}.gz`) : null;
    const snapshot = compressed ?? (file ? freshSnapshot(file) : null);
    if (snapshot) {
      reply.header('Cache-Control', CACHE_CONTROL.revalidate).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (compressed) reply.header('Content-Encoding', 'gzip');
      return reply.send(snapshot);
    }
    if (serving === 'snapshot' || serving === 'live') return sendIndex(reply);
    return notFound(reply);
  });

  await app.listen({ port, host });
  return {
    name,
    port,
    url: `http://localhost:${port}`,
    close: () => app.close(),
  };
}
