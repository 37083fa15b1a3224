// What `npm start` sends besides the pages: the security headers of shared/http/sectionSecurity.js
// on every section, a Content-Security-Policy that refuses inline script, no source map or build
// path for anyone to download (the maps stay in dist, unreferenced), no stored /api/user answers.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import sectionSecurity from '../shared/http/sectionSecurity.js';
import { E2E_PORTS } from './support/ports';
import { expect, test } from './support/fixtures';

const root = path.resolve(__dirname, '..');
const host = `http://localhost:${E2E_PORTS.host}`;
/** Each remote's server, by its folder. */
const remotes = {
  'remote-public': `http://localhost:${E2E_PORTS.public}`,
  'remote-auth': `http://localhost:${E2E_PORTS.auth}`,
  'remote-admin': `http://localhost:${E2E_PORTS.admin}`,
};
const sections = [['host', host], ...Object.entries(remotes)] as const;

/** The sources a CSP directive allows, sorted. */
function directive(csp: string, name: string): string[] {
  const value = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
  return (value ?? '').split(/\s+/).slice(1).sort();
}

function expectSecurityHeaders(response: APIResponse, label: string, scriptSources: string[]) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(directive(csp, 'script-src'), `${label}: script-src`).toEqual(scriptSources.sort());
  expect(directive(csp, 'frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(directive(csp, 'object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
}

test('every section answers with the security headers', async ({ request }) => {
  // The host also allows the pre-rendered pages' loader script, by its hash only.
  const hostScripts = ["'self'", ...Object.values(remotes), sectionSecurity.hostLoaderHash()];
  for (const pathname of ['/', '/admin/teachers', '/remotes.json', '/main.js', '/no-such-file.js', '/api/health']) {
    expectSecurityHeaders(await request.get(`${host}${pathname}`), `host ${pathname}`, hostScripts);
  }
  for (const [name, base] of Object.entries(remotes)) {
    for (const file of ['/index.html', '/remoteEntry.js', '/mf-manifest.json']) {
      expectSecurityHeaders(await request.get(`${base}${file}`), `${name} ${file}`, ["'self'"]);
    }
  }
});

test("a remote's pre-compressed files say they vary by encoding, whoever asks", async ({ request }) => {
  for (const [name, base] of Object.entries(remotes)) {
    const response = await request.get(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'br', Origin: host } });
    expect(response.headers()['content-encoding'], name).toBe('br');
    expect(response.headers()['access-control-allow-origin'], name).toBe('*');
    expect(response.headers()['vary'], name).toMatch(/accept-encoding/i);
  }
});

test('source maps and the stats manifest stay in the build and are never served', async ({ request }) => {
  for (const [name, base] of sections) {
    const dist = path.join(root, name, 'dist');
    const entry = name === 'host' ? 'main.js' : 'remoteEntry.js';
    const maps = readdirSync(dist).filter((file) => file.endsWith('.js.map'));
    expect(maps, `${name}: hidden source maps in dist`).toContain(`${entry}.map`);
    expect(readFileSync(path.join(dist, entry), 'utf8'), `${name}: ${entry} names no source map`).not.toContain('sourceMappingURL');
    expect(existsSync(path.join(dist, 'mf-manifest-stats.json')), `${name}: stats manifest in dist`).toBe(true);

    expect((await request.get(`${base}/${entry}`)).status(), `${name}: ${entry}`).toBe(200);
    const chunkMap = maps.find((file) => file !== `${entry}.map`);
    for (const file of [`${entry}.map`, `${entry}%2Emap`, chunkMap, 'mf-manifest-stats.json', 'mf-manifest-stats.json.gz']) {
      if (!file) continue;
      expect((await request.get(`${base}/${file}`)).status(), `${name}: /${file}`).toBe(404);
    }
  }
});

test('answers about the signed-in user are never stored', async ({ request }) => {
  const me = await request.get(`${host}/api/user/me`);
  expect(me.status()).toBe(401);
  expect(me.headers()['cache-control']).toBe('no-store');
});

test('an inline script is refused, and the violation is reported to the test', async ({ page, cspViolations }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as unknown as { __inlineScriptRan?: boolean }).__inlineScriptRan)).toBeUndefined();
  // Seen and checked: the fixture's own check (no violation in any test) must not fail this one.
  cspViolations.length = 0;
});
