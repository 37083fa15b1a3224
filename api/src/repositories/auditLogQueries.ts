// Reading the audit log: newest first, filtered by actor, item type and time, one page at a time.
import { sql } from 'kysely';
import type { AuditEntry, Page } from '@school/shared/types';
import { storedChanges } from '../audit/storedChanges';
import type { Db } from '../db/database';
import { containsPattern } from '../db/likePattern';

export interface AuditLogFilter {
  actor: string;
  itemType: string;
  /** Epoch ms: from ≤ at < to. */
  from: number | null;
  to: number | null;
  page: number;
  pageSize: number;
}

export async function listAuditLog(db: Db, { actor, itemType, from, to, page, pageSize }: AuditLogFilter): Promise<Page<AuditEntry>> {
  let query = db.selectFrom('audit_log');
  // Part of a username finds it, without regard to case.
  if (actor) query = query.where(sql<string>`lower(actor_username)`, 'like', containsPattern(actor));
  if (itemType) query = query.where('item_type', '=', itemType);
  if (from !== null) query = query.where('at', '>=', from);
  if (to !== null) query = query.where('at', '<', to);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(Number(row.at)).toISOString(),
      actor: { id: row.actor_id, username: row.actor_username },
      action: row.action,
      itemType: row.item_type,
      itemId: row.item_id,
      itemLabel: row.item_label,
      changes: storedChanges(row.changes),
    })),
    total: Number(count.total),
    page,
    pageSize,
  };
}
