// The rich-text allow-list, stated once. The API's sanitizer (sanitizeRichText.ts) enforces it on
// every body it stores; the admin editor offers only what it allows and checks links and images
// with the same functions, so whatever the editor produces survives the sanitizer unchanged.
// Browser-safe: no dependencies.

/** Every element a rich-text body may contain. */
export const RICH_TEXT_TAGS = [
  'h2', 'h3', 'h4',
  'p', 'br', 'hr',
  'ul', 'ol', 'li',
  'a',
  'strong', 'em', 'u', 's',
  'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
  'img',
] as const;

export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The attributes each element may carry; every other attribute (style, class, on*) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Attributes whose value must be a whole positive number. */
export const RICH_TEXT_NUMERIC_ATTRIBUTES = ['width', 'height', 'colspan', 'rowspan', 'start'] as const;

/** The heading levels a body may use: the page itself owns h1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** The URL schemes a link may use. Site-relative links (`/...`, `#...`) have none and are allowed. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The `rel` every link to another site carries, so the target page cannot reach this one. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

/** Images come only from the media library, whose files are served under this path. */
export const MEDIA_LIBRARY_FILES_PATH = '/api/media/files/';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers skip control characters inside a URL, so they could hide a scheme from a check.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// In a path, whitespace and backslashes could also turn `/\host` into another site.
const UNSAFE_PATH_CHARACTERS = /[\s\\]/;

/** Whether a link target is allowed: one of the schemes, or a path of this site (not `//host`). */
export function isAllowedLinkHref(href: string): boolean {
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme) && !CONTROL_CHARACTERS.test(href);
  }
  if (CONTROL_CHARACTERS.test(href) || UNSAFE_PATH_CHARACTERS.test(href)) return false;
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/** Whether a link leaves the site, and so carries EXTERNAL_LINK_REL. */
export function isExternalLink(href: string): boolean {
  return /^https?:/i.test(href);
}

/** The `rel` a link with this target carries: EXTERNAL_LINK_REL for another site, none otherwise. */
export function relForLink(href: string): string | null {
  return isExternalLink(href) ? EXTERNAL_LINK_REL : null;
}

/**
 * A file's name in the media library (its storage key): content-hashed, lower case, one extension,
 * no separator or dot to climb out of the library with.
 */
export const MEDIA_FILE_KEY = /^[a-z0-9][a-z0-9-]{0,200}\.[a-z0-9]{2,5}$/;

/** Whether an image source is a file of the media library, written plainly: `/api/media/files/{key}`. */
export function isMediaLibraryImageSrc(src: string): boolean {
  return src.startsWith(MEDIA_LIBRARY_FILES_PATH) && MEDIA_FILE_KEY.test(src.slice(MEDIA_LIBRARY_FILES_PATH.length));
}

/**
 * The media library address an image source names once decoded (`%2D` → `-`), or null when it
 * names anything else: `%2e%2e/` climbs out of the library as surely as `../` does.
 */
export function mediaLibraryImageSrc(src: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return null;
  }
  return isMediaLibraryImageSrc(decoded) ? decoded : null;
}

/** Whether a value is allowed for a numeric attribute: a whole number from 1 to 10 000. */
export function isAllowedNumber(value: string): boolean {
  return /^[1-9][0-9]{0,4}$/.test(value) && Number(value) <= 10_000;
}
