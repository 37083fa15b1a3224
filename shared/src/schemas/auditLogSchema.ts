// The audit log (GET /api/audit-log): every write by anyone, newest first, each with its typed
// changes (auditChangeSchema.ts); a password's values are never there.
import * as z from 'zod/mini';
import { auditLogMessages as m } from '../messages/accountMessages';
import { auditChangeSchema } from './auditChangeSchema';
import { pageOf, pageQueryFields, queryText } from './pagingSchema';
import { CONTENT_TYPES } from '../types/contentKinds';

/** Every item type the API writes to the log: the Audit log screen offers each as a filter. */
export const AUDIT_ITEM_TYPES = [...CONTENT_TYPES, 'document-category', 'media', 'message', 'school-year', 'user', 'subject', 'teacher', 'class', 'about-us'] as const;

export const auditEntrySchema = z.object({
  id: z.int(),
  /** ISO 8601, UTC. */
  at: z.string(),
  actor: z.object({ id: z.nullable(z.int()), username: z.string() }),
  action: z.string(),
  itemType: z.string(),
  itemId: z.string(),
  itemLabel: z.string(),
  changes: z.array(auditChangeSchema),
});

const instant = z.pipe(
  z.optional(z.string({ error: m.date }).check(z.refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value)), m.date))),
  z.transform((value: string | undefined) => (value === undefined ? null : Date.parse(value))),
);

/** `from` ≤ at < `to` (the screen sends the start of the first day and of the day after the last). */
export const auditLogQuerySchema = z.object({
  actor: queryText(50, m.filter),
  itemType: queryText(50, m.filter),
  from: instant,
  to: instant,
  ...pageQueryFields,
});

export const auditLogPageSchema = pageOf(auditEntrySchema);

export type AuditEntry = z.output<typeof auditEntrySchema>;
/** What a client asks GET /api/audit-log for (sent as a query string; from and to ISO times). */
export interface AuditLogQuery {
  actor?: string;
  itemType?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}
