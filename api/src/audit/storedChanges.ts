// Reading an entry's stored changes. Rows written since the typed changes hold their array; rows
// of an older version hold { field: [before, after] }, read as a best effort (docs/decisions.md):
// a plain value as text, anything else (rich text, a photo, a list) only as added, changed or
// removed, a secret as changed. Whatever a row holds, the log answers: never a 500.
import type { AuditChange } from '@school/shared/types';
import { auditChangeSchema } from '@school/shared/schemas';
import { SECRET_FIELDS } from '../repositories/auditLogRepository';
import { isEmpty, presence } from './auditFields';

/** "schoolYear" → "school year": the older rows name their fields as the code does. */
const words = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();

const isPlain = (value: unknown): value is string | number | boolean | null => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isMarkup = (value: unknown) => typeof value === 'string' && /<\/?[a-z][^>]*>/i.test(value);

function olderChange(field: string, pair: unknown): AuditChange[] {
  const [before, after] = Array.isArray(pair) ? pair : [null, pair];
  const label = words(field);
  if (field === 'id' || (isEmpty(before) && isEmpty(after))) return [];
  if (SECRET_FIELDS.test(field)) return [{ field, label, kind: 'secret' }];
  if (isPlain(before) && isPlain(after) && !isMarkup(before) && !isMarkup(after)) {
    return [{ field, label, kind: 'text', before: before === null ? null : String(before), after: after === null ? null : String(after) }];
  }
  return [{ field, label, kind: 'other', change: presence(before, after) }];
}

export function storedChanges(json: string): AuditChange[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (Array.isArray(stored)) return stored.flatMap((change) => {
    const parsed = auditChangeSchema.safeParse(change);
    return parsed.success ? [parsed.data] : [];
  });
  if (stored === null || typeof stored !== 'object') return [];
  return Object.entries(stored).flatMap(([field, pair]) => olderChange(field, pair));
}
