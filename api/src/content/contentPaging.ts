// What every content repository does alike when reading: one page of a filtered list (with the
// total it was cut from), and one item by its id or its name.
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ContentStatus } from '@school/shared/types';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { visibleRows, type ContentTable, type View } from './contentLifecycle';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** What every content list is asked with: who looks and when, the page, and an editor's status filter. */
export interface ContentListFilter extends PageRequest {
  view: View;
  now: number;
  status?: ContentStatus | 'ALL';
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

/** One item's row by its id (a number) or its `nameColumn` (a slug, a page's key), if the view may see it. */
export async function visibleRow<T extends ContentTable>(
  db: Db,
  table: T,
  nameColumn: keyof Database[T] & string,
  idOrName: number | string,
  view: View,
  now: number,
): Promise<Selectable<Database[T]> | undefined> {
  const column = typeof idOrName === 'number' ? 'id' : nameColumn;
  const { rows } = await sql<Selectable<Database[T]>>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${idOrName} AND ${visibleRows(view, now)}`.execute(db);
  return rows[0];
}
