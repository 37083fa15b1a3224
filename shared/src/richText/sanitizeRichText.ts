// The server's rich-text sanitizer: enforces policy.ts on every body the API stores. Imported only
// through @school/shared/rich-text/server, which eslint keeps out of the browser packages, so
// sanitize-html (and its parser) never reaches a bundle.
import sanitizeHtml, { type Attributes, type IOptions, type Tag } from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_NUMERIC_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isAllowedLinkHref,
  isAllowedNumber,
  isMediaLibraryImageSrc,
  relForLink,
} from './policy';

// A tag renamed to one the allow-list lacks is dropped, its content kept (sanitize-html's "discard").
const UNWRAP = 'unwrapped';
// A tag renamed to this is dropped with everything inside it.
const DROP_WITH_CONTENT = 'dropped';

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
  if (!isAllowedLinkHref(href)) return { tagName: UNWRAP, attribs: {} };
  const rel = relForLink(href);
  return { tagName, attribs: rel === null ? { href } : { href, rel } };
}

function image(tagName: string, attribs: Attributes): Tag {
  const src = attribs.src?.trim() ?? '';
  if (!isMediaLibraryImageSrc(src)) return { tagName: UNWRAP, attribs: {} };
  return { tagName, attribs: keepValidNumbers({ ...attribs, src, alt: attribs.alt ?? '' }) };
}

/** Word's list bullets and numbers ("·", "1.") are typed text in spans marked mso-list:Ignore. */
function span(tagName: string, attribs: Attributes): Tag {
  const wordListMarker = /mso-list\s*:\s*ignore/i.test(attribs.style ?? '');
  return { tagName: wordListMarker ? DROP_WITH_CONTENT : tagName, attribs: {} };
}

const options: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Elements whose text is not content: scripts, styles, Word's XML islands, embedded documents.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'xml', 'template',
    'iframe', 'object', 'embed', 'svg', 'math', 'select', 'button', DROP_WITH_CONTENT],
  selfClosing: ['img', 'br', 'hr'],
  // A no-break space written as a browser (and the editor) writes it.
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
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

/**
 * A rich-text body reduced to the allow-list of policy.ts: pasted Word markup, scripts, event
 * handlers, styles and classes removed; links only to allowed schemes, external ones with
 * rel="noopener noreferrer"; images only from the media library. Idempotent.
 */
export function sanitizeRichText(html: string): string {
  // Void elements as an HTML serializer (and the editor) writes them: `<br>`, not `<br />`.
  // Safe: the sanitizer escapes every `>` in text and attribute values.
  return sanitizeHtml(html, options).replace(/ \/>/g, '>').trim();
}
