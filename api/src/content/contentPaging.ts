// What every content repository does alike when reading: one page of a filtered list (with the
// total it was cut from), and an item's stored values with its trash mark for its ContentKind.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { LifecycleRow } from './contentLifecycle';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The `page` of `query` in the order `ordered` gives, its rows made items by `toItems`. */
export async function pageOf<DB, TB extends keyof DB, O, Row, Item>(
  request: PageRequest,
  query: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  toItems: (rows: Row[]) => Promise<Item[]>,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const { total } = await query.select(sql<number>`count(*)`.as('total')).$castTo<{ total: number }>().executeTakeFirstOrThrow();
  const rows = await ordered(query).limit(request.pageSize).offset((request.page - 1) * request.pageSize).execute();
  return { items: await toItems(rows), total: Number(total), page: request.page, pageSize: request.pageSize };
}

/** A ContentKind's `load` answer: the row's values, and when it went to the trash (null: it did not). */
export const loadedItem = <Row extends LifecycleRow, Values>(row: Row | undefined, toValues: (row: Row) => Values) =>
  row && { values: toValues(row), deletedAt: row.deleted_at === null ? null : Number(row.deleted_at) };
