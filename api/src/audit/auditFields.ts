// How an item declares what the audit log records of it: each field with its kind and the words a
// teacher knows it by. `AuditFields<Values>` asks one declaration per key of Values, whose builder
// takes that key's value type: a field left out, or declared with a kind its value cannot have,
// is a compile error. auditChanges turns two versions of the item into the typed changes.
import type { AuditChange, AuditNoun, PhotoInput } from '@school/shared/types';
import { listChange, photoChange, photoListChange } from './photoChanges';

export interface AuditField<V> {
  /** The change between two different values of the field, `field` being its key. */
  readonly describe: (field: string, before: V | null, after: V | null) => AuditChange;
}

export type AuditFields<Values> = { readonly [K in keyof Values & string]-?: AuditField<Values[K]> };

/** Nothing there: no value, an empty text or an empty list. */
export const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
/** Whether a value without words was added, changed or removed. */
export const presence = (before: unknown, after: unknown) => (isEmpty(before) ? 'added' : isEmpty(after) ? 'removed' : 'changed');

export const text = (label: string): AuditField<string | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'text', before, after }) });
/** A day, or a wall-clock day and time (an event's start). */
export const date = (label: string): AuditField<string | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'date', before, after }) });
/** An instant, ISO 8601. */
export const time = (label: string): AuditField<string | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'time', before, after }) });
export const fileType = (label: string): AuditField<string | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'fileType', before, after }) });
export const number = (label: string): AuditField<number | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'number', before, after }) });
/** Bytes. */
export const size = (label: string): AuditField<number | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'size', before, after }) });
/** HTML: only whether it was added, changed or removed, never its markup. */
export const richText = (label: string): AuditField<string | null> => ({ describe: (field, before, after) => ({ field, label, kind: 'richText', change: presence(before, after) }) });
/** A password: only that it changed. */
export const secret = (label: string): AuditField<unknown> => ({ describe: (field) => ({ field, label, kind: 'secret' }) });

/** An enum, each value by its label (the single map in @school/shared, or a function reading one). */
export function enumOf<E extends string>(label: string, labels: Record<E, string> | ((value: E) => string)): AuditField<E | null> {
  const words = (value: E | null) => (value === null ? null : typeof labels === 'function' ? labels(value) : labels[value]);
  return { describe: (field, before, after) => ({ field, label, kind: 'enum', before: words(before), after: words(after) }) };
}

/** A yes/no flag, in the words of each side ('enabled' / 'disabled'). */
export function flag(label: string, words: { yes: string; no: string }): AuditField<boolean | null> {
  const wordOf = (value: boolean | null) => (value === null ? null : value ? words.yes : words.no);
  return { describe: (field, before, after) => ({ field, label, kind: 'enum', before: wordOf(before), after: wordOf(after) }) };
}

/** Another item (a teacher's subject): by its name when `nameOf` gives one, never by its id. */
export function reference<T extends object>(label: string, nameOf?: (item: T) => string): AuditField<T | null> {
  const name = (item: T | null) => (item === null || !nameOf ? null : nameOf(item));
  return { describe: (field, before, after) => ({ field, label, kind: 'reference', change: presence(before, after), before: name(before), after: name(after) }) };
}

export const photo = (label: string): AuditField<PhotoInput | null> => ({ describe: (field, before, after) => ({ field, label, ...photoChange(before, after) }) });
export const photoList = (label: string): AuditField<readonly PhotoInput[]> => ({
  describe: (field, before, after) => ({ field, label, ...photoListChange(before ?? [], after ?? []) }),
});
/** A list of records (a page's sections): its counts, order and changed places. */
export const list = (label: string, noun: AuditNoun): AuditField<readonly unknown[]> => ({
  describe: (field, before, after) => ({ field, label, kind: 'list', ...listChange(before ?? [], after ?? [], noun) }),
});

/** Things counted, each by its noun (what the rollover archived, the versions a takedown rewrote). */
export const counts = (label: string): AuditField<readonly { noun: AuditNoun; count: number }[]> => ({
  describe: (field, _before, after) => ({ field, label, kind: 'counts', counts: [...(after ?? [])] }),
});

/** The items something was taken out of, by type and title. */
export const items = (label: string): AuditField<readonly { type: string; title: string }[]> => ({
  describe: (field, _before, after) => ({ field, label, kind: 'items', items: [...(after ?? [])] }),
});

/**
 * The declared fields whose values differ between two versions (undefined: none, a creation or a
 * deletion), in the declaration's order; both sides empty (a new item's empty place) is no change.
 */
export function auditChanges<V>(fields: AuditFields<V>, before: Partial<V> | undefined, after: Partial<V> | undefined): AuditChange[] {
  return (Object.keys(fields) as (keyof V & string)[]).flatMap((field) => {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now) || (isEmpty(was) && isEmpty(now))) return [];
    return [fields[field].describe(field, was, now)];
  });
}
