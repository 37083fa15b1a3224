// The server's rich-text sanitizer: enforces policy.ts on every body the API stores. Imported only
// through @school/shared/rich-text/server, which eslint keeps out of the browser packages, so
// sanitize-html (and its parser) never reaches a bundle.
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import sanitizeHtml, { type Attributes, type IFrame, type IOptions, type Tag } from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_NUMERIC_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isAllowedLinkHref,
  isAllowedNumber,
  mediaLibraryImageSrc,
  relForLink,
} from './policy';

// Elements to take out, marked by their attributes object (sanitize-html keeps it on the element's
// frame) and removed by exclusiveFilter: the element alone, or with everything inside it. Never by
// renaming them to a tag the allow-list lacks: sanitize-html (2.17, and 2.18 still) then forgets to
// clear the new name, and closes the next element at that depth with it (`</unwrapped>`), so a
// link swallowed the rest of the article.
const unwrapped = new WeakSet<Attributes>();
const droppedWithContent = new WeakSet<Attributes>();
const unwrap = (tagName: string): Tag => {
  const attribs = {};
  unwrapped.add(attribs);
  return { tagName, attribs };
};
const dropWithContent = (tagName: string): Tag => {
  const attribs = {};
  droppedWithContent.add(attribs);
  return { tagName, attribs };
};
const exclusiveFilter = (frame: IFrame) => (droppedWithContent.has(frame.attribs) ? true : unwrapped.has(frame.attribs) ? 'excludeTag' : false);

/** Keeps the allowed numeric attributes whose value is a sensible whole number. */
function keepValidNumbers(attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const numeric = (RICH_TEXT_NUMERIC_ATTRIBUTES as readonly string[]).includes(name);
    if (!numeric || isAllowedNumber(value.trim())) kept[name] = numeric ? value.trim() : value;
  }
  return kept;
}

function link(tagName: string, attribs: Attributes): Tag {
  const href = attribs.href?.trim() ?? '';
  if (!isAllowedLinkHref(href)) return unwrap(tagName);
  const rel = relForLink(href);
  return { tagName, attribs: rel === null ? { href } : { href, rel } };
}

function image(tagName: string, attribs: Attributes): Tag {
  const src = mediaLibraryImageSrc(attribs.src?.trim() ?? '');
  if (src === null) return dropWithContent(tagName);
  return { tagName, attribs: keepValidNumbers({ ...attribs, src, alt: attribs.alt ?? '' }) };
}

/** Spans carry only styles: unwrapped. Word's list bullets and numbers ("·", "1.") are typed text in spans marked mso-list:Ignore. */
function span(tagName: string, attribs: Attributes): Tag {
  return /mso-list\s*:\s*ignore/i.test(attribs.style ?? '') ? dropWithContent(tagName) : unwrap(tagName);
}

const options: IOptions = {
  // span is taken in only to be unwrapped or dropped by exclusiveFilter (see above).
  allowedTags: [...RICH_TEXT_TAGS, 'span'],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Elements whose text is not content: scripts, styles, Word's XML islands, embedded documents.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'xml', 'template',
    'iframe', 'object', 'embed', 'svg', 'math', 'select', 'button'],
  selfClosing: ['img', 'br', 'hr'],
  // Deeper elements are unwrapped (their text kept): no body needs more, and writing a tree out
  // (parse5, below) goes one call deeper per level.
  nestingLimit: 100,
  exclusiveFilter,
  transformTags: {
    a: link,
    img: image,
    span,
    b: sanitizeHtml.simpleTransform('strong', {}),
    i: sanitizeHtml.simpleTransform('em', {}),
    strike: sanitizeHtml.simpleTransform('s', {}),
    del: sanitizeHtml.simpleTransform('s', {}),
    ins: sanitizeHtml.simpleTransform('u', {}),
    // Headings outside the allowed levels become the nearest allowed one: h1 is the page's title.
    h1: sanitizeHtml.simpleTransform('h2', {}),
    h5: sanitizeHtml.simpleTransform('h4', {}),
    h6: sanitizeHtml.simpleTransform('h4', {}),
    ol: (tagName, attribs) => ({ tagName, attribs: keepValidNumbers(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: keepValidNumbers(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: keepValidNumbers(attribs) }),
  },
};

// The page's container, as the public pages insert a body into it (innerHTML of a div).
const container = parseFragment('<div></div>').childNodes[0] as DefaultTreeAdapterMap['element'];

/**
 * The markup of the tree a browser builds from `html` (parse5 is the HTML standard's parser). Read
 * again until it no longer changes: a tree built by repairs (text moved out of a table) may
 * write out as markup the parser reads as another tree, once.
 */
function asBrowserBuildsIt(html: string): string {
  let current = html;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = serialize(parseFragment(container, current, {}));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * A rich-text body reduced to the allow-list of policy.ts: pasted Word markup, scripts, event
 * handlers, styles and classes removed; links only to allowed schemes, external ones with
 * rel="noopener noreferrer"; images only from the media library. Then written as the tree a
 * browser builds from it: every element closed where the browser closes it, so what is stored is
 * what renders, and sanitizing it again changes nothing.
 */
export function sanitizeRichText(html: string): string {
  return asBrowserBuildsIt(sanitizeHtml(html, options)).trim();
}
