// Text as search compares it: without regard to case or diacritics ('Școala' and 'scoala' are the
// same), one character for one, so a match found in the folded text marks the same place in the
// original; and HTML reduced to its words.

const folded = new Map<string, string>();

/** One character without its marks, lower-cased; itself when that would change the length. */
function foldCharacter(char: string): string {
  let result = folded.get(char);
  if (result === undefined) {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    result = base.length === char.length ? base : char;
    folded.set(char, result);
  }
  return result;
}

/** Each character lower-cased and stripped of its marks; the length never changes. */
export function fold(text: string): string {
  // Plain ASCII needs only lower case (most of the text).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase();
  return text.replace(/[^\x20-\x7e]|[A-Z]/gu, foldCharacter);
}

/** The words of a query, folded: letters and digits only. */
export function searchWords(query: string): string[] {
  return [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML body, with its block ends as spaces. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folded text searched before the whole: in a long text the first match is mostly near the start. */
const FIRST_WINDOW = 4096;

/** Where the first word of `text` starting with one of `words` begins; -1: none. */
function firstWordStart(text: string, words: string[]): number {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(?:${escaped.join('|')})`, 'u');
  const longest = Math.max(0, ...words.map((word) => word.length)) + 1;
  if (text.length > FIRST_WINDOW) {
    const match = pattern.exec(fold(text.slice(0, FIRST_WINDOW)));
    // A match ending short of the window's end is the first in the whole text too.
    if (match && match.index + longest < FIRST_WINDOW) return match.index + match[1]!.length;
  }
  const match = pattern.exec(fold(text));
  return match ? match.index + match[1]!.length : -1;
}

/** About `length` characters of `text` around the first word starting with one of `words`. */
export function snippetOf(text: string, words: string[], length = 160): string {
  if (text.length <= length) return text;
  const at = firstWordStart(text, words);
  const start = Math.max(0, at - Math.floor(length / 3));
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, from + length);
  const to = end === text.length ? end : text.lastIndexOf(' ', end) > from ? text.lastIndexOf(' ', end) : end;
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
