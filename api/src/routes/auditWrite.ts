// Recording a route's write in the audit log, in the write's transaction: who (the session's
// user), what (action, item type, id, label) and which fields changed, from → to.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { auditChanges, type AuditFields } from '../audit/auditFields';
import { recordAudit, type AuditAction, type AuditEntry } from '../repositories/auditLogRepository';

export function actorOf(request: FastifyRequest): AuditEntry['actor'] {
  if (!request.session) throw new Error('actorOf needs a route that requires a session');
  return { id: request.session.user.id, username: request.session.user.username };
}

export interface AuditedWrite<V> {
  action: Extract<AuditAction, 'CREATE' | 'UPDATE' | 'DELETE'>;
  itemType: string;
  itemId: string | number;
  itemLabel: string;
  /** What the log records of the item (../audit/entityAudit.ts). */
  fields: AuditFields<V>;
  /** The item before the write (UPDATE, DELETE). */
  before?: NoInfer<V>;
  /** The item after it (CREATE, UPDATE). */
  after?: NoInfer<V>;
}

export async function auditWrite<V>(db: Db, request: FastifyRequest, { action, itemType, itemId, itemLabel, fields, before, after }: AuditedWrite<V>): Promise<void> {
  await recordAudit(db, { actor: actorOf(request), action, itemType, itemId, itemLabel, changes: auditChanges(fields, before, after) });
}
