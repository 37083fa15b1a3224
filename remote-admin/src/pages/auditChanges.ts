// What the audit log's "What changed" says of one change, by its kind (the API writes the typed
// changes, with the field's label and an enum's words: @school/shared's auditChangeSchema):
// `label: before → after`, a size in KB or MB, a file type, a day or a time, long text cut with
// an ellipsis; rich text only as added, changed or removed; lists as counts ("3 sections →
// 4 sections"; "section 2 changed"; "reordered"); a photo by its alt text and its consent
// ("consent confirmed for “…”"). Never JSON, never markup, never a password.
import type { AuditChange, AuditNoun, AuditPhotoFlag } from '@school/shared';
import { fileKindText, sizeText } from '../components/fileText';
import { itemTypeLabel } from './auditWords';

/** Characters of text shown on each side of the arrow. */
const TEXT_LENGTH = 60;

/** The text on one line, cut at a word near TEXT_LENGTH characters with an ellipsis. */
export function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= TEXT_LENGTH) return line;
  const head = line.slice(0, TEXT_LENGTH + 1);
  const space = head.lastIndexOf(' ');
  return `${(space > TEXT_LENGTH * 0.6 ? head.slice(0, space) : head.slice(0, TEXT_LENGTH)).trimEnd()}…`;
}

const counted = (count: number, { one, many }: AuditNoun) => (count === 0 ? `no ${many}` : `${count} ${count === 1 ? one : many}`);

/** "2", "2 and 4", "1, 2 and 4". */
const listed = (numbers: number[]) => (numbers.length === 1 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`);

/** A day (YYYY-MM-DD) as "5 Oct 2026"; with a wall-clock time (an event's), "5 Oct 2026, 08:30". */
function dayText(value: string): string {
  const [day, clock] = value.split('T');
  if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return value;
  const date = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
  return clock ? `${date}, ${clock}` : date;
}
/** An instant as "5 Oct 2026, 08:30", in the browser's time zone, as the log's "When". */
const timeText = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

/** `before → after` in words, '—' for an empty side; "changed" when both read alike (two long texts cut alike). */
function arrow(before: string | null, after: string | null): string {
  const was = before || '—';
  const now = after || '—';
  return was === now ? 'changed' : `${was} → ${now}`;
}

/** Both sides of a plain change, each in `words`. */
const sides = <T>({ before, after }: { before: T | null; after: T | null }, words: (value: T) => string) =>
  arrow(before === null ? null : words(before), after === null ? null : words(after));

const photoName = (alt: string | null) => (alt ? `“${cut(alt)}”` : 'a decorative photo');
const photoSide = (alt: string | null) => (alt === null ? null : alt === '' ? 'a decorative photo' : `photo “${cut(alt)}”`);

/** "consent confirmed for “…”", "marked as showing pupils: “…”". */
function flagText({ photo, flag, set }: AuditPhotoFlag): string {
  const name = photoName(photo);
  if (flag === 'consentConfirmed') return set ? `consent confirmed for ${name}` : `consent no longer confirmed for ${name}`;
  return set ? `marked as showing pupils: ${name}` : `no longer marked as showing pupils: ${name}`;
}

/** A list's counts, or at the same count its order or the places that changed; '' when neither changed. */
function listText({ noun, before, after, reordered, changedAt }: Extract<AuditChange, { kind: 'list' | 'photoList' }>): string {
  if (before !== after) return `${counted(before, noun)} → ${counted(after, noun)}`;
  if (reordered) return `reordered (${counted(after, noun)})`;
  if (changedAt.length === 0) return '';
  if (changedAt.length === 1) return `${noun.one} ${changedAt[0]} changed`;
  if (changedAt.length <= 3) return `${noun.many} ${listed(changedAt)} changed`;
  return `${changedAt.length} of ${counted(after, noun)} changed`;
}

const joined = (parts: string[]) => parts.filter(Boolean).join('; ') || 'changed';

function changeWords(change: AuditChange): string {
  switch (change.kind) {
    case 'richText':
    case 'other':
      return change.change;
    case 'secret':
      return 'changed';
    case 'reference':
      return change.before === null && change.after === null ? change.change : arrow(change.before, change.after);
    case 'photo':
      return joined([change.replaced ? arrow(photoSide(change.before), photoSide(change.after)) : '', ...change.flags.map(flagText)]);
    case 'photoList':
      return joined([listText(change), ...change.flags.map(flagText)]);
    case 'list':
      return joined([listText(change)]);
    case 'counts':
      return change.counts.map(({ noun, count }) => counted(count, noun)).join(', ');
    case 'items':
      return change.items.map(({ type, title }) => `${itemTypeLabel(type)} “${cut(title)}”`).join(', ');
    case 'text':
      return sides(change, cut);
    case 'date':
      return sides(change, dayText);
    case 'time':
      return sides(change, timeText);
    case 'enum':
      return sides(change, (words) => words);
    case 'fileType':
      return sides(change, (mimeType) => fileKindText(mimeType) ?? mimeType);
    case 'number':
      return sides(change, String);
    case 'size':
      return sides(change, sizeText);
  }
}

/** One change as the audit log shows it: `label: before → after`, `label: changed` and the like. */
export const changeText = (change: AuditChange) => `${change.label}: ${changeWords(change)}`;
