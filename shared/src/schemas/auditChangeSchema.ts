// One change of an audit log entry, typed by the kind its field has in the API's declarations
// (api/src/audit): the API writes the words (the field's label, an enum's label, a photo's alt
// text, what a list counts), the admin only renders each kind. Never an id, markup or a password.
import * as z from 'zod/mini';

/** A field's name as a teacher knows it ('school year', never 'schoolYear'). */
const named = { field: z.string(), label: z.string() };
const sides = <T extends z.ZodMiniType>(value: T) => ({ before: z.nullable(value), after: z.nullable(value) });

/** What happened to a value shown only as changed (rich text, a reference without a name). */
export const AUDIT_PRESENCE = ['added', 'changed', 'removed'] as const;
const presence = z.enum(AUDIT_PRESENCE);

/** What a list counts: 'section' / 'sections'. */
const noun = z.object({ one: z.string(), many: z.string() });

/** A photo's pupils or consent flag, set (true) or cleared: "consent confirmed for “…”". */
const photoFlag = z.object({
  /** The photo's alt text; null for a decorative photo. */
  photo: z.nullable(z.string()),
  flag: z.enum(['showsPupils', 'consentConfirmed']),
  set: z.boolean(),
});

/** How a list changed: its counts, or at the same count whether it was reordered or which places (from 1) differ. */
const listChange = { noun, before: z.int(), after: z.int(), reordered: z.boolean(), changedAt: z.array(z.int()) };

const change = <K extends string, S extends z.core.$ZodLooseShape>(kind: K, shape: S) => z.object({ ...named, kind: z.literal(kind), ...shape });

export const auditChangeSchema = z.discriminatedUnion('kind', [
  /** Plain text, as written (the admin cuts a long one). */
  change('text', sides(z.string())),
  change('richText', { change: presence }),
  /** A day (YYYY-MM-DD) or a wall-clock day and time (YYYY-MM-DDTHH:MM). */
  change('date', sides(z.string())),
  /** An instant (ISO 8601). */
  change('time', sides(z.string())),
  change('number', sides(z.number())),
  /** Bytes. */
  change('size', sides(z.number())),
  /** A MIME type. */
  change('fileType', sides(z.string())),
  /** An enum or a yes/no flag: each side already its English words. */
  change('enum', sides(z.string())),
  /** Another item: its name when it has one, never its id. */
  change('reference', { change: presence, ...sides(z.string()) }),
  /** One photo by its alt text ('' for a decorative one); `replaced` when more than its flags changed. */
  change('photo', { ...sides(z.string()), replaced: z.boolean(), flags: z.array(photoFlag) }),
  change('photoList', { ...listChange, flags: z.array(photoFlag) }),
  change('list', listChange),
  /** Things counted (what the rollover archived). */
  change('counts', { counts: z.array(z.object({ noun, count: z.int() })) }),
  /** The items something was removed from (a takedown): each item's type and title. */
  change('items', { items: z.array(z.object({ type: z.string(), title: z.string() })) }),
  /** A password: only that it changed. */
  change('secret', {}),
  /** A value of an older entry the log does not describe: only added, changed or removed. */
  change('other', { change: presence }),
]);

export type AuditChange = z.output<typeof auditChangeSchema>;
export type AuditChangeKind = AuditChange['kind'];
export type AuditPhotoFlag = z.output<typeof photoFlag>;
export type AuditNoun = z.output<typeof noun>;
