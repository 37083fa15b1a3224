// What the audit log's "What changed" says of one field, in words: a plain value as
// `field: before → after` (long text cut with an ellipsis), rich text (HTML) only as added, changed
// or removed, lists as counts ("3 sections → 4 sections"; "section 2 changed"; "reordered"), a photo
// by its alt text, a reference (a document's file) as changed, a small record ("news 4, galleries 0")
// as its values. Never JSON, never markup. The shapes are the API's `changes` (auditLogRepository's
// changedFields of an item's values, and the entries written by hand: media, takedown, school year).

/** Characters of text shown on each side of the arrow. */
const TEXT_LENGTH = 60;

/** What a list of a field counts, by the field's name; anything else counts "items". */
const NOUNS = new Map<string, readonly [one: string, many: string]>([
  ['sections', ['section', 'sections']],
  ['photos', ['photo', 'photos']],
  ['images', ['photo', 'photos']],
  ['documents', ['document', 'documents']],
]);
const nounOf = (field: string) => NOUNS.get(field) ?? (['item', 'items'] as const);

type Scalar = string | number | boolean | null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isHtml = (value: unknown) => typeof value === 'string' && /<\/?[a-z][^>]*>/i.test(value);
/** Nothing there: no value, an empty text or an empty list. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The text on one line, cut at a word near TEXT_LENGTH characters with an ellipsis. */
export function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= TEXT_LENGTH) return line;
  const head = line.slice(0, TEXT_LENGTH + 1);
  const space = head.lastIndexOf(' ');
  return `${(space > TEXT_LENGTH * 0.6 ? head.slice(0, space) : head.slice(0, TEXT_LENGTH)).trimEnd()}…`;
}

const counted = (count: number, [one, many]: readonly [string, string]) => (count === 0 ? `no ${many}` : `${count} ${count === 1 ? one : many}`);

/** "2", "2 and 4", "1, 2 and 4". */
const listed = (numbers: number[]) => (numbers.length === 1 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`);

/** One side of a change in words; null when it has none (rich text, a reference, a nested record). */
function inWords(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return '—';
  if (isHtml(value)) return null;
  if (isScalar(value)) return cut(String(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return NOUNS.has(field) ? counted(0, nounOf(field)) : '—';
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return cut(value.join(', '));
    return counted(value.length, nounOf(field));
  }
  if (isRecord(value)) {
    // A photo (a cover image): by its alt text.
    if (typeof value.alt === 'string') return value.decorative === true || value.alt === '' ? 'a decorative photo' : `photo “${cut(value.alt)}”`;
    // A reference ({ id }): its id means nothing to a reader.
    if ('id' in value) return null;
    const entries = Object.entries(value);
    if (entries.length > 0 && entries.every(([, item]) => isScalar(item) && !isHtml(item))) return cut(entries.map(([key, item]) => `${key} ${String(item)}`).join(', '));
  }
  return null;
}

const keyOf = (item: unknown) => JSON.stringify(item);

/** Two lists of the same items in another order. */
const reordered = (before: unknown[], after: unknown[]) => {
  const sorted = (list: unknown[]) => list.map(keyOf).sort().join('\n');
  return before.length === after.length && sorted(before) === sorted(after);
};

/** A list changed inside, its length kept: which of its items changed ("section 2 changed"). */
function changedInside(field: string, before: unknown[], after: unknown[]): string {
  const [one, many] = nounOf(field);
  if (reordered(before, after)) return `reordered (${counted(after.length, [one, many])})`;
  const positions = after.flatMap((item, index) => (keyOf(item) === keyOf(before[index]) ? [] : [index + 1]));
  if (positions.length === 1) return `${one} ${positions[0]} changed`;
  if (positions.length <= 3) return `${many} ${listed(positions)} changed`;
  return `${positions.length} of ${counted(after.length, [one, many])} changed`;
}

/** Whether a change is worth a line: both sides empty (a new item's empty place) says nothing. */
export const isShownChange = ([before, after]: unknown[]) => !(isEmpty(before) && isEmpty(after));

/** One change as the audit log shows it: `field: before → after`, or `field: changed` and the like. */
export function changeText(field: string, before: unknown, after: unknown): string {
  const was = inWords(field, before);
  const now = inWords(field, after);
  // The same words for different values (two long texts cut alike) say nothing: "changed" does.
  if (was !== null && now !== null && (was !== now || before === after)) return `${field}: ${was} → ${now}`;
  if (isEmpty(before)) return `${field}: added`;
  if (isEmpty(after)) return `${field}: removed`;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) return `${field}: ${changedInside(field, before, after)}`;
  return `${field}: changed`;
}
