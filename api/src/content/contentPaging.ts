// What every content repository does alike when reading: one page of a filtered list (with the
// total it was cut from), and the ContentKind that loads an item's stored values with its trash mark.
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { ContentStatus } from '@school/shared/types';
import type { ContentKind, ContentTable, LifecycleRow, SavedValues, View } from './contentLifecycle';

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

/**
 * A ContentKind whose `load` reads the item's row from its table by id and makes it values by
 * `toValues`, with when it went to the trash (null: it did not).
 */
export function contentKind<T extends ContentTable, Values extends SavedValues>({
  toValues,
  ...kind
}: Omit<ContentKind<Values>, 'load'> & { table: T; toValues: (row: Selectable<Database[T]>) => Values }): ContentKind<Values> {
  return {
    ...kind,
    load: async (db, id) => {
      const row = (await db.selectFrom(kind.table as ContentTable).selectAll().where('id', '=', id).executeTakeFirst()) as
        | (Selectable<Database[T]> & LifecycleRow)
        | undefined;
      return row && { values: toValues(row), deletedAt: row.deleted_at === null ? null : Number(row.deleted_at) };
    },
  };
}
