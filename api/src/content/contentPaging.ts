// What every content repository does alike when reading: one page of a filtered list (with the
// total it was cut from).
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ContentStatus } from '@school/shared/types';
import type { View } from './contentLifecycle';

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
