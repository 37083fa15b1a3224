// Where the snapshots live: <dir>/pages/<path>.html and .html.gz (served), <dir>/pages/sitemap.xml and
// robots.txt, <dir>/inputs.json (never served): the public address the site files name and, for
// each page, when it was rendered, a hash of its snapshot and every revalidatable answer it was
// drawn from (URL and ETag or a hash of the body), which the watcher checks. Every write goes to a temporary file first and is renamed into place.
// <dir> is the install's folder (one school, any host); on a county's platform each school's
// snapshots are in <dir>/hosts/<its first domain>, the same layout, and its other domains are
// links to that folder: the host's servers find a host's snapshots by its name.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The paths a snapshot may exist for (the serving rules'): lowercase slugs only, so a path never leaves the folder. */
export const { SNAPSHOT_PATH } = createRequire(import.meta.url)('../../shared/http/servingRules.cjs');

/**
 * inputs.json's format. Records of another format are not trusted: those written before 2 could
 * come from a render of the renderer's own snapshot, which lists none of the API's answers.
 */
const FORMAT = 2;

export const pagesDir = (dir) => path.join(dir, 'pages');

/** The schools' folders of a platform (each named by a host). */
export const hostsDir = (dir) => path.join(dir, 'hosts');

/** A host name as a folder name: a domain's characters, no dot first or twice, so it never leaves hostsDir. */
const HOST_FOLDER = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*$/;

/** A school's snapshot folder on a platform, by one of its hosts; null for a name that is no domain. */
export const hostSnapshotDir = (dir, host) => (HOST_FOLDER.test(host) ? path.join(hostsDir(dir), host) : null);

/** The snapshot file of a page path ("/activitati/saptamana-verde"), or null off the pattern. */
export function snapshotFile(dir, pagePath) {
  return SNAPSHOT_PATH.test(pagePath) ? path.join(pagesDir(dir), `${pagePath.slice(1)}.html`) : null;
}

function writeAtomically(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

const inputsFile = (dir) => path.join(dir, 'inputs.json');
const hashOf = (content) => createHash('sha1').update(content).digest('base64url');

/** @returns {{ format: number, publicUrl?: string, pages: Record<string, { renderedAt: string, snapshot: string, inputs: { url: string, etag?: string, hash?: string }[] }> }} */
export function readInputs(dir) {
  try {
    const value = JSON.parse(readFileSync(inputsFile(dir), 'utf8'));
    return value?.format === FORMAT && typeof value.pages === 'object' ? value : { format: FORMAT, pages: {} };
  } catch {
    return { format: FORMAT, pages: {} };
  }
}

const writeInputs = (dir, all) => writeAtomically(inputsFile(dir), JSON.stringify(all, null, 1));

/**
 * Writes a page's snapshot, then its record. A process killed in between leaves a snapshot its
 * record does not describe: unrecordedPages finds it when the renderer starts again.
 */
export function writePage(dir, pagePath, html, inputs) {
  const file = snapshotFile(dir, pagePath);
  if (!file) throw new Error(`no snapshot for ${pagePath}: not a plain page path`);
  // The .gz sibling first: a server never finds the page without it (nginx's gzip_static).
  writeAtomically(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeAtomically(file, html);
  const all = readInputs(dir);
  all.pages[pagePath] = { renderedAt: new Date().toISOString(), snapshot: hashOf(html), inputs };
  writeInputs(dir, all);
}

/** Every page path that has a snapshot file in the folder. */
function snapshotPaths(dir) {
  const root = pagesDir(dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html'))
    .map((name) => `/${name.slice(0, -'.html'.length).split(path.sep).join('/')}`)
    .filter((pagePath) => SNAPSHOT_PATH.test(pagePath));
}

/**
 * Snapshots on disk that no record describes (a renderer killed between the two writes, or
 * records of an older format): nothing says what they were drawn from, so they are stale.
 */
export function unrecordedPages(dir) {
  const { pages } = readInputs(dir);
  return snapshotPaths(dir).filter((pagePath) => {
    const record = pages[pagePath];
    return !record || record.snapshot !== hashOf(readFileSync(snapshotFile(dir, pagePath)));
  });
}

/**
 * Pages drawn for another address than the site's now (its port or its public address changed
 * between two starts): their inputs would be asked where nothing answers, which counts as no
 * change, and their canonical address is the old one. So they are stale. The site's address is
 * the one its shell (index.html) was fetched from; the public one, what the site files name.
 */
export function pagesDrawnElsewhere(dir, { siteUrl, publicUrl = siteUrl }) {
  const { pages, publicUrl: namedIn } = readInputs(dir);
  const drawn = Object.entries(pages).filter(([, { inputs }]) => inputs.length > 0);
  if (namedIn !== undefined && namedIn !== new URL(publicUrl).href) return drawn.map(([pagePath]) => pagePath);
  const shell = new URL('/index.html', siteUrl).href;
  return drawn.filter(([, { inputs }]) => !inputs.some((input) => input.url === shell)).map(([pagePath]) => pagePath);
}

/** Pages recorded as rendered whose snapshot is gone (a takedown removed it): stale. */
export function missingPages(dir) {
  return Object.keys(readInputs(dir).pages).filter((pagePath) => !existsSync(snapshotFile(dir, pagePath) ?? ''));
}

/**
 * Removes pages' snapshots at once: until they are rendered again, they are served live. Their
 * records stay (without inputs), so a renderer started again still knows to render them; with
 * keepInputs, with theirs (the render queue still asks them whether an edit changed the page).
 */
export function removePages(dir, pagePaths, { keepInputs = false } = {}) {
  const all = readInputs(dir);
  for (const pagePath of pagePaths) {
    const file = snapshotFile(dir, pagePath);
    if (file) {
      rmSync(file, { force: true });
      rmSync(`${file}.gz`, { force: true });
    }
    all.pages[pagePath] = { renderedAt: all.pages[pagePath]?.renderedAt ?? new Date().toISOString(), snapshot: '', inputs: keepInputs ? (all.pages[pagePath]?.inputs ?? []) : [] };
  }
  writeInputs(dir, all);
}

/** A page that is no longer public (removed, unpublished): no snapshot, no record. */
export function forgetPage(dir, pagePath) {
  removePages(dir, [pagePath]);
  const all = readInputs(dir);
  delete all.pages[pagePath];
  writeInputs(dir, all);
}

const xmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml of the rendered pages and robots.txt pointing to it, at the site's public address, which the record keeps. */
export function writeSiteFiles(dir, publicUrl) {
  const { pages } = readInputs(dir);
  const urls = Object.entries(pages)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pagePath, { renderedAt }]) => `  <url><loc>${xmlEscape(new URL(pagePath, publicUrl).href)}</loc><lastmod>${renderedAt.slice(0, 10)}</lastmod></url>`);
  writeAtomically(
    path.join(pagesDir(dir), 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeAtomically(
    path.join(pagesDir(dir), 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nSitemap: ${new URL('/sitemap.xml', publicUrl).href}\n`,
  );
  writeInputs(dir, { ...readInputs(dir), publicUrl: new URL(publicUrl).href });
}
