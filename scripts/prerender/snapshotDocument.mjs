// One pre-rendered page as an HTML document: the host's live index.html (its scripts, unchanged)
// with the page's title, description, canonical URL and Open Graph tags, the CSS the page uses
// inline, its markup inside #root, and the data the host takes over with as JSON (not executed),
// beside the short list of scripts the loader fetches (read at the first tap: the data can be
// tens of KB, too long to parse in that tap's task on a slow phone).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const prerender = require('../../shared/http/prerender.json');

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');


/**
 * @param {object} page
 * @param {string} page.template     the host's index.html as served
 * @param {string} page.path         e.g. "/home"
 * @param {string} page.siteUrl      the site's public origin, for the canonical URL
 * @param {string} page.title
 * @param {string} page.description
 * @param {string} page.lang
 * @param {string} page.siteName     the school's name (og:site_name)
 * @param {string} [page.image]      the page's first image, absolute (og:image)
 * @param {string} page.css          the page's CSS rules
 * @param {string} page.markup       the inner HTML of #root
 * @param {object} page.data         what the host reads (src/prerender/snapshotData.ts)
 * @param {string[]} [page.pageScripts] every script the page loaded when rendered (the loader fetches them at once)
 * @param {string} page.loader       the host's built loader (prerender.json's loaderFile), inlined as it is: the CSP allows its hash
 */
export function snapshotDocument(page) {
  const { template, path, siteUrl, title, description, lang, siteName, image, css, markup, data, loader } = page;
  if (/<\/script/i.test(loader)) throw new Error(`the host's ${prerender.loaderFile} would end its <script> element`);
  // The host's scripts start after the first paint: the loader (allowed by its hash in the CSP)
  // adds them then, so the document is the one request before the page shows.
  const hostScripts = [...template.matchAll(/<script\b[^>]*\bsrc=("[^"]*"|[^\s>]+)[^>]*><\/script>/g)].map(([, src]) => src.replace(/^"|"$/g, '').replace(/&amp;/g, '&'));
  if (hostScripts.length === 0) throw new Error('the host index.html loads no script');
  // The page's other scripts, which the loader asks for beside the host's (the entry only once).
  const pageScripts = [...new Set(page.pageScripts ?? [])].filter((src) => !hostScripts.includes(src));
  const url = new URL(path, siteUrl).href;
  const meta = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="ro_RO" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}" />` : '',
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
  ].filter(Boolean);
  // Page text goes in through replacement functions: in a replacement string, $&, $` and $' would
  // paste parts of the template into the page (a title like "X $' and $&").
  const html = template
    // The template's comments go; the page's own text is never searched for them.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
    .replace(/<html lang=("[^"]*"|[^\s>]*)/, () => `<html lang="${escapeHtml(lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => meta.join('\n    '))
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      /<div id=("root"|root)><\/div>/,
      () => `<div id="root">${markup}</div>\n    <script type="application/json" id="${prerender.dataElementId}">${inlineJson(data)}</script>\n    <script type="application/json" id="${prerender.scriptsElementId}">${inlineJson({ hostScripts, pageScripts })}</script>\n    <script>${loader}</script>`,
    );
  if (!html.includes(prerender.dataElementId)) throw new Error('the host index.html has no empty <div id="root"></div>');
  return html;
}
