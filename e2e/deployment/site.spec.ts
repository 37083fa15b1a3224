// Smoke tests of the deployed composition: the host and the three remotes served by nginx from
// the deploy/nginx templates, /api proxied to two API processes on PostgreSQL. Run by
// `npm run test:deployment`, which starts that site and describes it in DEPLOY_CHECK_SITE
// (scripts/deploy-check/support/liveSite.mjs); anywhere else (for example under the main
// Playwright config) they skip.
import sectionSecurity from '../../shared/http/sectionSecurity.js';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { signInFromLogin } from '../support/loginScreen';

const site: { url: string; adminPassword: string; remotes: Record<string, string> } | undefined = process.env.DEPLOY_CHECK_SITE
  ? JSON.parse(process.env.DEPLOY_CHECK_SITE)
  : undefined;
const deployed = Boolean(site);
const adminPassword = site?.adminPassword ?? '';
/** Each remote's base address as the host's remotes.json gives it, by workspace name. */
const remotes: Record<string, string> = site?.remotes ?? {};

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.skip(!deployed, 'needs the nginx-served site that `npm run test:deployment` starts');

/** Collects what must never happen on a page: CSP refusals, uncaught errors, failed sections. */
function watch(page: Page) {
  const problems: string[] = [];
  const origins = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.ok()) origins.add(new URL(response.url()).origin);
  });
  return {
    problems,
    /** Whether some file was answered by this remote's own server. */
    loadedFrom: (workspace: string) => origins.has(new URL(remotes[workspace] ?? 'http://unknown.invalid').origin),
  };
}

async function expectNoSectionError(page: Page) {
  await expect(page.getByTestId('section-error')).toHaveCount(0);
}

async function schoolName(page: Page): Promise<string> {
  const response = await page.request.get('/api/school/about-us');
  expect(response.status()).toBe(200);
  const aboutUs = (await response.json()) as { name: string };
  expect(aboutUs.name).toBeTruthy();
  return aboutUs.name;
}

function header(response: APIResponse, name: string): string {
  return response.headers()[name.toLowerCase()] ?? '';
}

/** Every *.js file a federation manifest names, except remoteEntry.js. */
function manifestChunks(manifest: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /\.js$/.test(value) && !/remoteEntry\.js$/.test(value)) found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest);
  return [...found];
}

test('/home renders in the public shell with the school name', async ({ page }) => {
  const seen = watch(page);
  const name = await schoolName(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Meniu principal' })).toContainText(name);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSectionError(page);
  expect(seen.loadedFrom('remote-public'), 'the public section came from remote-public').toBe(true);
  expect(seen.problems).toEqual([]);
});

test('a remote page loads from its own server', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/cadre-didactice');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSectionError(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expectNoSectionError(page);
  expect(seen.loadedFrom('remote-public'), 'files of remote-public').toBe(true);
  expect(seen.loadedFrom('remote-auth'), 'files of remote-auth').toBe(true);
  expect(seen.loadedFrom('remote-admin'), 'no admin code for an anonymous visitor').toBe(false);
  expect(seen.problems).toEqual([]);
});

test('/api answers through the proxy, never the history fallback', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  const teachers = await request.get('/api/school/teachers');
  expect(teachers.status()).toBe(200);
  expect(header(teachers, 'content-type')).toContain('application/json');
  expect(((await teachers.json()) as unknown[]).length).toBeGreaterThan(0);
  const missing = await request.get('/api/no-such-endpoint');
  expect(missing.status()).toBe(404);
  expect(header(missing, 'content-type')).not.toContain('text/html');
  const refused = await request.post('/api/school/subjects', { data: { name: 'X' } });
  expect([401, 403]).toContain(refused.status());
});

test('an admin signs in and reaches /admin/dashboard', async ({ page }) => {
  const seen = watch(page);
  await signInFromLogin(page, 'admin', adminPassword);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'LogOut' })).toBeVisible();
  await expectNoSectionError(page);
  expect(seen.loadedFrom('remote-admin'), 'the admin section came from remote-admin').toBe(true);
  expect(seen.problems).toEqual([]);
});

test('the host: no-cache shell and remotes.json, immutable hashed files, gzip, security headers', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  expect(header(index, 'content-type')).toContain('text/html');
  expect(header(index, 'cache-control')).toBe('no-cache');
  const csp = header(index, 'content-security-policy');
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
  const remoteOrigins = Object.values(remotes).map((url) => new URL(url).origin);
  // and the pre-rendered pages' loader script, by its hash only
  expect(scriptSrc.sort()).toEqual(["'self'", ...new Set(remoteOrigins), sectionSecurity.hostLoaderHash()].sort());
  expect(csp).toContain("frame-ancestors 'none'");
  expect(header(index, 'x-content-type-options')).toBe('nosniff');
  expect(header(index, 'referrer-policy')).toBe('strict-origin-when-cross-origin');

  const deepLink = await request.get('/admin/teachers');
  expect(deepLink.status()).toBe(200);
  expect(header(deepLink, 'content-type')).toContain('text/html');
  expect(header(deepLink, 'cache-control')).toBe('no-cache');

  const remotesJson = await request.get('/remotes.json');
  expect(remotesJson.status()).toBe(200);
  expect(header(remotesJson, 'cache-control')).toBe('no-cache');
  const body = (await remotesJson.json()) as { remotes: { section: string; name: string; entry: string; type: string }[] };
  expect(body.remotes).toEqual([
    { section: 'public', name: 'remote_public', entry: `${remotes['remote-public']}/remoteEntry.js`, type: 'global' },
    { section: 'auth', name: 'remote_auth', entry: `${remotes['remote-auth']}/remoteEntry.js`, type: 'global' },
    { section: 'admin', name: 'remote_admin', entry: `${remotes['remote-admin']}/remoteEntry.js`, type: 'global' },
  ]);

  // The entry script keeps a stable name with a ?hash (index.html): revalidated, like index.html.
  const script = /<script[^>]+src=["']?([^"' >]+\.js[^"' >]*)/.exec(await index.text())?.[1];
  expect(script, 'index.html loads a script').toBeTruthy();
  const entry = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(entry.status()).toBe(200);
  expect(header(entry, 'cache-control')).toBe('no-cache');
  expect(header(entry, 'content-encoding'), 'the precompressed .gz (gzip_static)').toBe('gzip');
  // Content-hashed chunks are immutable.
  const chunks = manifestChunks(await (await request.get('/mf-manifest.json')).json());
  expect(chunks.length, "the host's manifest names its chunks").toBeGreaterThan(0);
  const chunk = await request.get(`/${chunks[0]!.replace(/^\//, '')}`);
  expect(chunk.status(), chunks[0]).toBe(200);
  expect(header(chunk, 'cache-control'), chunks[0]).toBe(IMMUTABLE);

  expect((await request.get('/no-such-file.js')).status()).toBe(404);
});

test('every section: security headers with HSTS, no source map or stats manifest, unstored /api/user', async ({ request }) => {
  const sections: [string, string, string][] = [
    ['host', site?.url ?? '', 'main.js'],
    ...Object.entries(remotes).map(([workspace, base]): [string, string, string] => [workspace, base, 'remoteEntry.js']),
  ];
  for (const [section, base, entry] of sections) {
    for (const file of ['', entry, 'no-such-file.js']) {
      const response = await request.get(`${base}/${file}`);
      const label = `${section} /${file}`;
      expect(header(response, 'content-security-policy'), label).toContain("frame-ancestors 'none'");
      expect(header(response, 'content-security-policy'), label).toContain("object-src 'none'");
      expect(header(response, 'x-content-type-options'), label).toBe('nosniff');
      expect(header(response, 'x-frame-options'), label).toBe('DENY');
      expect(header(response, 'strict-transport-security'), label).toMatch(/^max-age=\d{7,}/);
    }
    expect((await request.get(`${base}/${entry}`)).status(), `${section} ${entry}`).toBe(200);
    for (const file of [`${entry}.map`, `${entry}%2Emap`, 'mf-manifest-stats.json']) {
      expect((await request.get(`${base}/${file}`)).status(), `${section} /${file}`).toBe(404);
    }
  }
  const me = await request.get('/api/user/me');
  expect(me.status()).toBe(401);
  expect(header(me, 'cache-control')).toBe('no-store');
});

for (const workspace of ['remote-public', 'remote-auth', 'remote-admin']) {
  test(`${workspace}: CORS on every file, no-cache entry files, immutable chunks`, async ({ request }) => {
    const base = remotes[workspace];
    expect(base, `DEPLOY_CHECK_SITE names ${workspace}`).toBeTruthy();
    const origin = { Origin: site?.url ?? '' };
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(`${base}/${file}`, { headers: origin });
      expect(response.status(), file).toBe(200);
      expect(header(response, 'cache-control'), file).toBe('no-cache');
      expect(header(response, 'access-control-allow-origin'), file).toBe('*');
    }
    const manifest = await (await request.get(`${base}/mf-manifest.json`)).json();
    const chunks = manifestChunks(manifest);
    expect(chunks.length, 'the manifest names its chunks').toBeGreaterThan(0);
    const chunk = await request.get(`${base}/${chunks[0]!.replace(/^\//, '')}`, {
      headers: { ...origin, 'Accept-Encoding': 'gzip' },
    });
    expect(chunk.status(), chunks[0]).toBe(200);
    expect(header(chunk, 'cache-control'), chunks[0]).toBe(IMMUTABLE);
    expect(header(chunk, 'access-control-allow-origin'), chunks[0]).toBe('*');
    const preflight = await request.fetch(`${base}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status()).toBe(204);
    expect(header(preflight, 'access-control-allow-origin')).toBe('*');
  });
}
