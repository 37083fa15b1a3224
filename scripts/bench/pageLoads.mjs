/* global window -- the function passed to page.evaluate runs in the browser */
// Cold loads in Chromium: requests, bytes transferred, gzip JavaScript by section (host, shared
// libraries, the remote) and how many copies of React registered a renderer.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import layout from '../../shared/federation/sections.js';
import { ROOT } from '../start.mjs';
import { REACT_HOOK_SCRIPT, signIn } from './chromium.mjs';

/** Chunk files that hold shared libraries (react, react-dom, redux, router, @school/shared), per section. */
function sharedChunks(dir) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'dist', 'mf-manifest.json'), 'utf8'));
  const files = new Set();
  for (const shared of manifest.shared ?? []) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(file);
  }
  return files;
}

export function sectionClassifier(ports) {
  const byPort = new Map(layout.SECTIONS.map(({ section, folder }) => [ports[section], { name: section, dir: folder, shared: sharedChunks(folder) }]));
  return (url) => {
    const { port, pathname } = new URL(url);
    const section = byPort.get(Number(port));
    if (!section) return { kind: 'other' };
    const file = pathname.replace(/^\//, '');
    const kind = section.shared.has(file) ? 'shared' : section.name === 'host' ? 'host' : 'remote';
    const gz = path.join(ROOT, section.dir, 'dist', `${file}.gz`);
    return { kind, section: section.name, gzFile: existsSync(gz) ? gz : undefined };
  };
}

export async function measurePageLoad({ browser, baseUrl, ports, pathname, admin }) {
  const classify = sectionClassifier(ports);
  const context = await browser.newContext();
  if (admin) await signIn(context, baseUrl, admin.username, admin.password);
  const page = await context.newPage();
  await page.addInitScript(REACT_HOOK_SCRIPT);
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  // The remote renders behind React.lazy: wait for its content, then for the network to settle again.
  await page.waitForSelector(admin ? 'table tbody tr' : 'main h1, main h2', { timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});

  const result = { requests: 0, transferred: 0, js: { host: 0, shared: 0, remote: 0, other: 0 }, remotes: new Set() };
  for (const response of responses) {
    result.requests += 1;
    const request = response.request();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    result.transferred += sizes.responseBodySize + sizes.responseHeadersSize;
    if (request.resourceType() !== 'script') continue;
    const { kind, section, gzFile } = classify(response.url());
    if (kind === 'remote') result.remotes.add(section);
    const body = gzFile ? null : await response.body().catch(() => Buffer.alloc(0));
    result.js[kind] += gzFile ? statSync(gzFile).size : gzipSync(body, { level: 9 }).length;
  }
  result.reactCopies = await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.size ?? 0);
  result.remotes = [...result.remotes].join('+') || '-';
  await context.close();
  return result;
}
