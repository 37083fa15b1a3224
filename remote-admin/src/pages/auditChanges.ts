// What the audit log's "What changed" says of one field, in words: the field by the name a teacher
// knows it by (`school year`, `file name`, `publish time`; never `schoolYear`), a plain value as
// `field: before → after` in words too (a size in KB or MB, a file type, a time, a status, a
// category; long text cut with an ellipsis), rich text (HTML) only as added, changed or removed,
// lists as counts ("3 sections → 4 sections"; "section 2 changed"; "reordered"), a photo by its alt
// text and its consent ("consent confirmed for “…”"), a reference (a document's file, a teacher's
// subject) as changed, a small record (what the rollover archived) as its counts. Never JSON, never
// markup, never a password. The shapes are the API's `changes` (auditLogRepository's changedFields
// of an item's values, and the entries written by hand: media, takedown, school year, users).
import { documentCategoryLabels } from '@school/shared/messages/content-health';
import { fileKindText, sizeText } from '../components/fileText';
import { degreeLabels, educationTypeLabels, genderLabels, positionLabels } from '../components/labels';
import { statusLabels as messageStatusLabels } from './messages/messageLabels';
import { itemTypeLabel } from './auditWords';

/** Characters of text shown on each side of the arrow. */
const TEXT_LENGTH = 60;

/** Each field the API writes (content schemas, media, users, school, takedown, rollover), as a teacher names it. */
const FIELD_NAMES = new Map<string, string>([
  ['schoolYear', 'school year'],
  ['publishAt', 'publish time'],
  ['coverImage', 'cover photo'],
  ['images', 'photos'],
  ['validUntil', 'valid until'],
  ['publishedOn', 'publication date'],
  ['url', 'link'],
  ['key', 'address'],
  ['originalName', 'file name'],
  ['mimeType', 'file type'],
  ['sizeBytes', 'size'],
  ['alt', 'alt text'],
  ['firstName', 'first name'],
  ['lastName', 'last name'],
  ['yearsOfService', 'years of service'],
  ['educationType', 'education type'],
  ['disabled', 'account'],
  ['registrationNumber', 'registration number'],
  ['removedFrom', 'removed from'],
  ['revisionsRewritten', 'earlier versions rewritten without it'],
  ['archived', 'moved to the archive'],
]);

/** A field by its name in words; one the list does not know yet, its words split ("someField" → "some field"). */
export const fieldName = (field: string) =>
  FIELD_NAMES.get(field) ??
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();

/** What a list of a field counts, by the field's name; anything else counts "items". */
const NOUNS = new Map<string, readonly [one: string, many: string]>([
  ['sections', ['section', 'sections']],
  ['photos', ['photo', 'photos']],
  ['images', ['photo', 'photos']],
  ['documents', ['document', 'documents']],
]);
const nounOf = (field: string) => NOUNS.get(field) ?? (['item', 'items'] as const);

/** What the school-year rollover counts in `archived`. */
const ARCHIVED_NOUNS = new Map<string, readonly [one: string, many: string]>([
  ['news', ['news post', 'news posts']],
  ['galleries', ['gallery', 'galleries']],
  ['documents', ['document', 'documents']],
  ['sections', ['page section', 'page sections']],
]);

/** Fields whose values are never shown, whatever they hold (the API writes '***'). */
const SECRET_FIELDS = /password|hash|secret|token/i;

/** Fields that hold another item's id (a teacher's subject, a class's master): the id means nothing to a reader. */
const REFERENCE_FIELDS = new Set(['subject', 'master', 'gallery', 'file']);

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

/** A day (YYYY-MM-DD) as "5 Oct 2026". */
const dayText = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }) : day;
/** A time (ISO) as "5 Oct 2026, 08:30", in the browser's time zone, as the log's "When". */
const timeText = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
const labelOf = (labels: Record<string, string>) => (value: Scalar) => (typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : undefined);

const CONTENT_STATUSES: Record<string, string> = { DRAFT: 'draft', PUBLISHED: 'published' };
const lowerCased = (labels: Record<string, string>) => Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, label.toLowerCase()]));

/** A field's values that are codes (an enum, bytes, an ISO time), in words. */
const VALUE_WORDS = new Map<string, (value: Scalar) => string | undefined>([
  ['status', labelOf({ ...CONTENT_STATUSES, ...lowerCased(messageStatusLabels) })],
  ['category', labelOf(documentCategoryLabels)],
  ['gender', labelOf(genderLabels)],
  ['position', labelOf(positionLabels)],
  ['degree', labelOf(degreeLabels)],
  ['educationType', labelOf(educationTypeLabels)],
  ['mimeType', (value) => (typeof value === 'string' ? fileKindText(value) : undefined)],
  ['sizeBytes', (value) => (typeof value === 'number' ? sizeText(value) : undefined)],
  ['publishAt', (value) => (typeof value === 'string' ? timeText(value) : undefined)],
  ['date', (value) => (typeof value === 'string' ? dayText(value) : undefined)],
  ['publishedOn', (value) => (typeof value === 'string' ? dayText(value) : undefined)],
  ['validUntil', (value) => (typeof value === 'string' ? dayText(value) : undefined)],
  ['disabled', (value) => (typeof value === 'boolean' ? (value ? 'disabled' : 'enabled') : undefined)],
]);

/** One plain value in words. */
function scalarWords(field: string, value: Scalar): string | null {
  if (REFERENCE_FIELDS.has(field) && typeof value === 'number') return null;
  const words = VALUE_WORDS.get(field)?.(value);
  if (words !== undefined) return words;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return cut(String(value));
}

interface PhotoRecord {
  id: number;
  alt: string;
  decorative?: unknown;
  showsPupils?: unknown;
  consentConfirmed?: unknown;
}

/** A photo as an item holds it: the media id with its alt text, and whether it shows pupils (and consent). */
const isPhoto = (value: unknown): value is PhotoRecord => isRecord(value) && typeof value.id === 'number' && typeof value.alt === 'string';
const isPhotoList = (value: unknown): value is PhotoRecord[] => Array.isArray(value) && value.length > 0 && value.every(isPhoto);
const photoName = (photo: PhotoRecord) => (photo.decorative === true || photo.alt === '' ? 'a decorative photo' : `“${cut(photo.alt)}”`);

/** What changed in a photo's pupils and consent flags: "consent confirmed for “…”". */
function flagChanges(before: PhotoRecord, after: PhotoRecord): string[] {
  const name = photoName(after);
  const changes: string[] = [];
  if (Boolean(before.showsPupils) !== Boolean(after.showsPupils)) changes.push(after.showsPupils ? `marked as showing pupils: ${name}` : `no longer marked as showing pupils: ${name}`);
  if (Boolean(before.consentConfirmed) !== Boolean(after.consentConfirmed)) changes.push(after.consentConfirmed ? `consent confirmed for ${name}` : `consent no longer confirmed for ${name}`);
  return changes;
}

/** The photo with the flags of `flagsOf`: what else changed shows when the two still differ. */
const withFlagsOf = (photo: PhotoRecord, flagsOf: PhotoRecord | undefined): PhotoRecord =>
  flagsOf ? { ...photo, showsPupils: flagsOf.showsPupils, consentConfirmed: flagsOf.consentConfirmed } : photo;

/** One side of a change in words; null when it has none (rich text, a reference, a nested record). */
function inWords(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return '—';
  if (isHtml(value)) return null;
  if (isScalar(value)) return scalarWords(field, value);
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
    if (entries.length > 0 && entries.every(([, item]) => isScalar(item) && !isHtml(item))) return cut(entries.map(([key, item]) => `${fieldName(key)} ${String(item)}`).join(', '));
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

/** A list of photos: its count or order as any list's, and each photo whose pupils or consent flag changed. */
function photosChanged(field: string, before: PhotoRecord[], after: PhotoRecord[]): string {
  const was = new Map(before.map((photo) => [photo.id, photo]));
  const flags = after.flatMap((photo) => {
    const earlier = was.get(photo.id);
    return earlier ? flagChanges(earlier, photo) : [];
  });
  const now = new Map(after.map((photo) => [photo.id, photo]));
  const beforeWithFlagsNow = before.map((photo) => withFlagsOf(photo, now.get(photo.id)));
  const rest =
    keyOf(beforeWithFlagsNow) === keyOf(after)
      ? []
      : [before.length === after.length ? changedInside(field, beforeWithFlagsNow, after) : `${counted(before.length, nounOf(field))} → ${counted(after.length, nounOf(field))}`];
  return [...rest, ...flags].join('; ');
}

/** "gallery 3: Excursie" (the takedown's `removedFrom`) as "Gallery “Excursie”". */
const removedFromWords = (item: unknown) => {
  const parts = typeof item === 'string' ? /^([a-z-]+) \d+: (.*)$/.exec(item) : null;
  return parts ? `${itemTypeLabel(parts[1]!)} “${cut(parts[2]!)}”` : cut(String(item));
};

/** The fields written by hand whose two sides read as one sentence. */
const SENTENCES = new Map<string, (before: unknown, after: unknown) => string | null>([
  ['removedFrom', (before) => (Array.isArray(before) && before.length > 0 ? before.map(removedFromWords).join(', ') : null)],
  ['revisionsRewritten', (before) => (typeof before === 'number' ? String(before) : null)],
  [
    'archived',
    (_before, after) =>
      isRecord(after) && Object.keys(after).every((key) => ARCHIVED_NOUNS.has(key) && typeof after[key] === 'number')
        ? Object.entries(after)
            .map(([key, count]) => counted(count as number, ARCHIVED_NOUNS.get(key)!))
            .join(', ')
        : null,
  ],
]);

/** Whether a change is worth a line: both sides empty (a new item's empty place) says nothing, nor does a new row's id. */
export const isShownChange = ([before, after]: unknown[], field = '') => field !== 'id' && !(isEmpty(before) && isEmpty(after));

/** One change as the audit log shows it: `field: before → after`, or `field: changed` and the like. */
export function changeText(field: string, before: unknown, after: unknown): string {
  const name = fieldName(field);
  if (SECRET_FIELDS.test(field)) return `${name}: changed`;
  const sentence = SENTENCES.get(field)?.(before, after);
  if (sentence) return `${name}: ${sentence}`;
  if (isPhotoList(before) && isPhotoList(after)) return `${name}: ${photosChanged(field, before, after)}`;
  if (isPhoto(before) && isPhoto(after) && before.id === after.id) {
    const flags = flagChanges(before, after);
    const rest = keyOf(withFlagsOf(before, after)) === keyOf(after) ? [] : [`${inWords(field, before)} → ${inWords(field, after)}`];
    if (flags.length > 0) return `${name}: ${[...rest, ...flags].join('; ')}`;
  }
  const was = inWords(field, before);
  const now = inWords(field, after);
  // The same words for different values (two long texts cut alike) say nothing: "changed" does.
  if (was !== null && now !== null && (was !== now || before === after)) return `${name}: ${was} → ${now}`;
  if (isEmpty(before)) return `${name}: added`;
  if (isEmpty(after)) return `${name}: removed`;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) return `${name}: ${changedInside(field, before, after)}`;
  return `${name}: changed`;
}
