// Recording a route's write in the audit log, in the write's transaction: who (the session's
// user), what (action, item type, id, label) and which fields changed, from → to.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { changedFields, recordAudit, type AuditAction, type AuditEntry } from '../repositories/auditLogRepository';

export function actorOf(request: FastifyRequest): AuditEntry['actor'] {
  if (!request.session) throw new Error('actorOf needs a route that requires a session');
  return { id: request.session.user.id, username: request.session.user.username };
}

type Item = Record<string, unknown>;

/** A related item (a teacher's subject, a class's master) stands in the log as its id. */
const flatten = (item: object): Item =>
  Object.fromEntries(
    Object.entries(item).map(([field, value]) => [field, value !== null && typeof value === 'object' && 'id' in value ? value.id : value]),
  );

export interface AuditedWrite {
  action: Extract<AuditAction, 'CREATE' | 'UPDATE' | 'DELETE'>;
  itemType: string;
  itemId: string | number;
  itemLabel: string;
  /** The item before the write (UPDATE, DELETE). */
  before?: object;
  /** The item after it (CREATE, UPDATE). */
  after?: object;
}

export async function auditWrite(db: Db, request: FastifyRequest, { action, itemType, itemId, itemLabel, before, after }: AuditedWrite): Promise<void> {
  const was = before && flatten(before);
  const now = after ? flatten(after) : Object.fromEntries(Object.keys(was ?? {}).map((field) => [field, null]));
  await recordAudit(db, { actor: actorOf(request), action, itemType, itemId, itemLabel, changes: changedFields<Item>(was, now) });
}
