// What a visitor and an editor meet on the running containers, through the host's nginx on its
// loopback port: pre-rendered public pages, the security headers, sign-in and an edit reaching
// the served HTML, and each container running as a non-root user and healthy.
import assert from 'node:assert/strict';
import testClient from '../../../api/src/testing/apiClient.js';
import layout from '../../../shared/federation/sections.js';
import { siteOnHost } from '../../prerender/platformSites.mjs';
import { get } from '../../prerender/reach.mjs';
import { SITE, waitFor } from '../stack.mjs';

const { ApiClient } = testClient;
export const SERVICES = ['postgres', 'api-1', 'api-2', 'host', 'remote-public', 'remote-auth', 'remote-admin', 'prerender'];
const PRERENDERED = /<script type="application\/json" id="prerender-data">/;

const text = async (url, init) => {
  const response = await fetch(url, init);
  return { response, body: await response.text() };
};

/** A page as the host's nginx serves it, { status, body }: to a visitor of the site, or of a county's school `host`. */
export async function servedPage(pagePath, host) {
  if (!host) {
    const { response, body } = await text(`${SITE}${pagePath}`);
    return { status: response.status, body };
  }
  const { status, body } = await get(`${siteOnHost(SITE, host)}${pagePath}`, { hostMap: [[host, '127.0.0.1']] });
  return { status, body: body.toString() };
}

/** Whether the page (of the school on `host`, on a county) is served from its snapshot now. */
export async function isPrerendered(pagePath, contains, host) {
  const { status, body } = await servedPage(pagePath, host);
  return status === 200 && PRERENDERED.test(body) && (contains === undefined || body.includes(contains));
}

/** Every container (or those of `services`) healthy, and no process of it running as root. */
export async function nonRootAndHealthy(stack, services = SERVICES, ms = 180_000) {
  const users = [];
  for (const service of services) {
    await waitFor(`${service} healthy`, async () => (await stack.inspect(service, '{{.State.Health.Status}}')) === 'healthy', ms, 1000);
    // A process may end between the glob and its read: cat skips it, and the pipe's status is awk's.
    const ids = (await stack.exec(service, ['sh', '-c', 'cat /proc/[0-9]*/status 2>/dev/null | awk \'/^Uid:/{print $2}\''])).split(/\s+/).filter(Boolean);
    assert.ok(ids.length > 0 && ids.every((uid) => /^\d+$/.test(uid) && uid !== '0'), `${service} runs a process as root (uids ${ids.join(' ')})`);
    users.push(`${service} ${(await stack.exec(service, ['id', '-un'])).trim()}`);
  }
  return users.join(', ');
}

/** The API's database role (POSTGRES_USER) is no superuser and has no BYPASSRLS: the row-level policies hold for it. */
export async function databaseRoleHoldsPolicies(stack) {
  const sql = 'select rolsuper, rolbypassrls from pg_roles where rolname = current_user';
  const flags = (await stack.exec('postgres', ['psql', '-U', 'school', '-d', 'school', '-At', '-c', sql])).trim();
  assert.equal(flags, 'f|f', `the role school is superuser|bypassrls: ${flags}`);
  return 'school: no superuser, no BYPASSRLS';
}

/** The page paths of the sitemap the renderer wrote (of the school on `host`, on a county), once it lists one. */
export async function sitemapPaths(host) {
  const sitemap = await waitFor('the sitemap', async () => {
    const { status, body } = await servedPage('/sitemap.xml', host);
    return status === 200 && body.includes('<loc>') ? body : undefined;
  }, 180_000, 2000);
  return [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, pagePath]) => pagePath);
}

/** Every page of the sitemap (of the school on `host`, on a county) is served from its snapshot. */
export async function everyPublicPagePrerendered(host) {
  const paths = await sitemapPaths(host);
  assert.ok(paths.length >= 10, `the sitemap lists ${paths.length} pages`);
  // The renderer writes the pages one after another: each within 3 minutes of the first.
  const missing = [];
  for (const pagePath of paths) {
    if (!(await waitFor(`${pagePath} pre-rendered`, () => isPrerendered(pagePath, undefined, host), 180_000, 1000).catch(() => false))) missing.push(pagePath);
  }
  assert.deepEqual(missing, [], 'pages served without their snapshot');
  return `${paths.length} pages`;
}

/** The host's and a remote's security headers; the CSP names the remotes' public origins. */
export async function securityHeaders(env) {
  const { response } = await text(`${SITE}/home`);
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  for (const { urlKey } of layout.REMOTES) assert.ok(scriptSrc.includes(new URL(env[urlKey]).origin), `script-src names ${env[urlKey]}: ${scriptSrc}`);
  assert.doesNotMatch(scriptSrc, /unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  const expected = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'strict-transport-security': /max-age=\d+/, 'referrer-policy': /./ };
  for (const [name, value] of Object.entries(expected)) assert.match(response.headers.get(name) ?? '', value instanceof RegExp ? value : new RegExp(`^${value}$`), name);

  const remote = `http://${env.REMOTE_PUBLIC_PORT}`;
  const entry = await fetch(`${remote}/remoteEntry.js`);
  assert.equal(entry.status, 200);
  assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  assert.equal(entry.headers.get('x-content-type-options'), 'nosniff');
  assert.equal((await fetch(`${remote}/mf-manifest-stats.json`)).status, 404, 'build files are not served');
  return `script-src: ${scriptSrc.trim()}`;
}

/** An ApiClient signed in as the first ADMIN, through the host's nginx. */
export async function signedInAdmin(env) {
  const admin = new ApiClient(SITE);
  const login = await admin.login('admin', env.ADMIN_PASSWORD);
  assert.equal(login.status, 200, `sign-in answered ${login.status}: ${await login.text()}`);
  return admin;
}

/** Renames a teacher; answers how long until /cadre-didactice is served pre-rendered with the name (at most `within` ms). */
export async function editReachesHtml(admin, lastName, within = 30_000) {
  const teachers = await (await admin.get('/api/school/teachers')).json();
  const { id, subject, ...teacher } = teachers[0];
  const started = performance.now();
  const saved = await admin.put(`/api/school/teachers/${id}`, { ...teacher, lastName, subject: subject ? { id: subject.id } : null });
  assert.equal(saved.status, 200, `PUT answered ${saved.status}: ${await saved.text()}`);
  await waitFor(`"${lastName}" on the served /cadre-didactice`, () => isPrerendered('/cadre-didactice', lastName), within, 500);
  return performance.now() - started;
}

/** A surname the API accepts (letters only) that no page shows yet. */
export const freshName = (prefix) => `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
