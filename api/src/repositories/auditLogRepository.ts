// The audit log: every write by anyone, recorded in the same transaction as the write itself.
import type { AuditChange } from '@school/shared/types';
import type { Db } from '../db/database';

export type AuditAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE' | 'PURGE' | 'PUBLISH' | 'UNPUBLISH' | 'UPLOAD' | 'TAKEDOWN';

export interface AuditEntry {
  /** id null: no signed-in user (the first start, the admin command). */
  actor: { id: number | null; username: string };
  action: AuditAction;
  itemType: string;
  itemId: string | number;
  itemLabel?: string;
  /** The typed changes (../audit/auditFields.ts); never a password or a file's bytes. */
  changes?: AuditChange[];
}

/** Fields whose values never reach the log, whatever a caller declares: only that they changed. */
export const SECRET_FIELDS = /password|hash|secret|token/i;

const withoutSecrets = (change: AuditChange): AuditChange =>
  SECRET_FIELDS.test(change.field) ? { field: change.field, label: change.label, kind: 'secret' } : change;

export async function recordAudit(db: Db, entry: AuditEntry, now = Date.now()): Promise<void> {
  const changes = (entry.changes ?? []).map(withoutSecrets);
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
