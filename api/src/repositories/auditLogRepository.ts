// The audit log: every write by anyone, recorded in the same transaction as the write itself.
import type { Db } from '../db/database';

export type AuditAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE' | 'PURGE' | 'PUBLISH' | 'UNPUBLISH' | 'UPLOAD' | 'TAKEDOWN';

export interface AuditEntry {
  /** id null: no signed-in user (the first start, the admin command). */
  actor: { id: number | null; username: string };
  action: AuditAction;
  itemType: string;
  itemId: string | number;
  itemLabel?: string;
  /** { field: [before, after] }; never a password or a file's bytes. */
  changes?: Record<string, [unknown, unknown]>;
}

/** Fields whose values never reach the log, whatever a caller passes. */
const SECRET_FIELDS = /password|hash|secret|token/i;

export async function recordAudit(db: Db, entry: AuditEntry, now = Date.now()): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(entry.changes ?? {}).map(([field, pair]) => [field, SECRET_FIELDS.test(field) ? ['***', '***'] : pair]),
  );
  await db
    .insertInto('audit_log')
    .values({
      at: now,
      actor_id: entry.actor.id,
      actor_username: entry.actor.username,
      action: entry.action,
      item_type: entry.itemType,
      item_id: String(entry.itemId),
      item_label: (entry.itemLabel ?? '').slice(0, 255),
      changes: JSON.stringify(changes),
    })
    .execute();
}

/** The fields whose values differ between two versions of an item, as { field: [before, after] }. */
export function changedFields<T extends object>(before: Partial<T> | undefined, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of Object.keys(after) as (keyof T & string)[]) {
    const was = before?.[field];
    const now = after[field];
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was ?? null, now ?? null];
  }
  return changes;
}
