// The ADMIN's writes of a school entity (subject, teacher, class), alike for each: in one
// transaction with the audit entry, 404 when the item is not there, 409 when something still
// refers to an item being deleted.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { AuditFields } from '../audit/auditFields';
import { ApiError } from '../http/apiError';
import { auditWrite } from './auditWrite';

export interface AuditedEntity<T extends { id: number }> {
  itemType: string;
  find(db: Db, id: number): Promise<T | undefined>;
  label(item: T): string;
  /** What the audit log records of it (../audit/entityAudit.ts); its id is the entry's item id. */
  fields: AuditFields<Omit<T, 'id'>>;
  /** The 404's message. */
  notFound: string;
}

/** The item `insert` made, recorded as created. */
export function createAudited<T extends { id: number }>(db: Kysely<Database>, request: FastifyRequest, entity: AuditedEntity<T>, insert: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const created = await insert(trx);
    await auditWrite(trx, request, { action: 'CREATE', fields: entity.fields, itemType: entity.itemType, itemId: created.id, itemLabel: entity.label(created), after: created });
    return created;
  });
}

/** Item `id` after `update` (false: no such row), recorded with what changed. */
export function updateAudited<T extends { id: number }>(
  db: Kysely<Database>,
  request: FastifyRequest,
  entity: AuditedEntity<T>,
  id: number,
  update: (trx: Db) => Promise<unknown>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const before = await entity.find(trx, id);
    const after = before && (await update(trx)) ? await entity.find(trx, id) : undefined;
    if (!before || !after) throw new ApiError(404, entity.notFound);
    await auditWrite(trx, request, { action: 'UPDATE', fields: entity.fields, itemType: entity.itemType, itemId: id, itemLabel: entity.label(after), before, after });
    return after;
  });
}

/** What still refers to an item (the teachers of a subject), and the 409 naming them. */
export interface InUse {
  names(db: Db, id: number): Promise<string[]>;
  message(names: string[]): string;
}

/** Deletes item `id` (`remove` false: no such row), unless something is still using it. */
export async function deleteAudited<T extends { id: number }>(
  db: Kysely<Database>,
  request: FastifyRequest,
  entity: AuditedEntity<T>,
  id: number,
  { remove, inUse }: { remove(trx: Db, id: number): Promise<boolean>; inUse?: InUse },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const users = inUse ? await inUse.names(trx, id) : [];
    if (inUse && users.length > 0) throw new ApiError(409, inUse.message(users));
    const before = await entity.find(trx, id);
    if (!before || !(await remove(trx, id))) throw new ApiError(404, entity.notFound);
    await auditWrite(trx, request, { action: 'DELETE', fields: entity.fields, itemType: entity.itemType, itemId: id, itemLabel: entity.label(before), before });
  });
}
