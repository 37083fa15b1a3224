// Where the snapshots live: <dir>/pages/<path>.html and .html.gz (served), <dir>/pages/sitemap.xml and
// robots.txt, <dir>/inputs.json (never served): for each page, when it was rendered and every
// revalidatable answer it was drawn from (URL and ETag or a hash of the body), which the watcher
// checks, and <dir>/taken-down/<media id>.txt, written by the API's takedown (the storage keys
// of a file taken down, one a line). Every write goes to a temporary file first and is renamed
// into place.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const { takenDownDir } = createRequire(import.meta.url)('../../shared/http/prerender.json');

/** The paths a snapshot may exist for: lowercase slugs only, so a path never leaves the folder. */
export const SNAPSHOT_PATH = /^(\/[a-z0-9][a-z0-9-]*)+$/;

export const pagesDir = (dir) => path.join(dir, 'pages');

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

/** @returns {{ pages: Record<string, { renderedAt: string, inputs: { url: string, etag?: string, hash?: string }[] }> }} */
export function readInputs(dir) {
  try {
    const value = JSON.parse(readFileSync(inputsFile(dir), 'utf8'));
    return value && typeof value.pages === 'object' ? value : { pages: {} };
  } catch {
    return { pages: {} };
  }
}

/** The storage keys of every file the API has taken down lately. */
function takenDownKeys(dir) {
  const folder = path.join(dir, takenDownDir);
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.txt')) : [];
  return names.flatMap((name) => readFileSync(path.join(folder, name), 'utf8').split('\n').filter(Boolean));
}

/**
 * Writes a page's snapshot; answers false when it shows a file taken down meanwhile (the page read
 * it before the takedown): then no snapshot is left, and the page is stale until rendered again.
 * Checked after the write: a takedown records its keys before it removes the snapshots showing
 * them, so either this check sees the record, or the takedown's search sees this file.
 */
export function writePage(dir, pagePath, html, inputs) {
  const file = snapshotFile(dir, pagePath);
  if (!file) throw new Error(`no snapshot for ${pagePath}: not a plain page path`);
  // The .gz sibling first: a server never finds the page without it (nginx's gzip_static).
  writeAtomically(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeAtomically(file, html);
  const all = readInputs(dir);
  all.pages[pagePath] = { renderedAt: new Date().toISOString(), inputs };
  writeAtomically(inputsFile(dir), JSON.stringify(all, null, 1));
  if (!takenDownKeys(dir).some((key) => html.includes(key))) return true;
  rmSync(file, { force: true });
  rmSync(`${file}.gz`, { force: true });
  return false;
}

/** Pages recorded as rendered whose snapshot is gone (a takedown removed it): stale. */
export function missingPages(dir) {
  return Object.keys(readInputs(dir).pages).filter((pagePath) => !existsSync(snapshotFile(dir, pagePath) ?? ''));
}

/** Removes pages' snapshots at once: until they are rendered again, they are served live. */
export function removePages(dir, pagePaths) {
  const all = readInputs(dir);
  for (const pagePath of pagePaths) {
    const file = snapshotFile(dir, pagePath);
    if (file) {
      rmSync(file, { force: true });
      rmSync(`${file}.gz`, { force: true });
    }
    delete all.pages[pagePath];
  }
  writeAtomically(inputsFile(dir), JSON.stringify(all, null, 1));
}

const xmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml of the rendered pages and robots.txt pointing to it, at the site's public address. */
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
}
