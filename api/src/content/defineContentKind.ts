// One definition per kind of content item: its table and row mapping, its schemas, what a save
// prepares and writes, how its one item is addressed, the media it references, how a takedown
// scrubs it, how search indexes it and leads to it, whether the rollover archives it, what the
// health list checks. The routes (contentRoutes.ts), trash, revisions, takedown, health, rollover,
// search and audit read it; a kind is one file in ./kinds and its entry in ./kinds/index.ts.
import { sql, type Selectable } from 'kysely';
import type * as z from 'zod/mini';
import { CONTENT_KINDS, type ContentKindNames, type ContentType, type HealthEntry, type Page, type PhotoInput, type SearchResult } from '@school/shared/types';
import type { AuditFields } from '../audit/auditFields';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../http/databaseErrors';
import { recordSave, toMillis, type Actor, type ContentKind, type ContentTable, type LifecycleRow, type SavedValues, type View } from './contentLifecycle';
import type { ContentListFilter } from './contentPaging';
import type { ScrubTarget } from './mediaScrub';

type Column = string | number | null;
/** Some of the table's columns (the lifecycle's are written by the save itself). */
export type KindColumns<T extends ContentTable> = { [C in keyof Database[T] & string]?: Column };

/** How the one-item address names an item: its id; its id or slug (a former slug answers 301); its id or key (slashes kept). */
export type ItemAddress<Item> = { by: 'id' } | { by: 'key' } | { by: 'slug'; slugOf(item: Item): string; formerOwner(db: Db, slug: string): Promise<number | undefined> };

/** How a kind's items are stored (its repository's): the table, a row read as values, values written as columns. */
export interface KindRows<T extends ContentTable, Values> {
  table: T;
  toValues(row: Selectable<Database[T]>): Values;
  /** The row's own columns for these values (the inverse of toValues, lifecycle apart). */
  columns(values: Values): KindColumns<T>;
}

/** What the health list is given besides the database. */
export interface HealthContext {
  now: number;
  isStored(storageKey: string): Promise<boolean>;
}

export interface ContentKindSpec<T extends ContentTable, Input, Values extends SavedValues, Item, Query> {
  type: ContentType;
  rows: KindRows<T, Values>;
  /** Whether saves keep revisions (restorable versions); absent, they do not. */
  revisions?: boolean;
  schemas: { item: z.ZodMiniType; input: z.ZodMiniType<Input>; listQuery: z.ZodMiniType<Query>; listPage: z.ZodMiniType };
  /** Absent: by id. */
  address?: ItemAddress<Item>;
  /** What the audit log records of a save: every field of Values, with its kind and words (docs/patterns.md). */
  audit: NoInfer<AuditFields<Values>>;
  /** The input as saved: rich text sanitized, defaults resolved, references checked (400 beside the field). */
  prepare(db: Db, input: Input, id: number | null): Promise<Values>;
  /** Columns decided at the write, from the item before it (a news post's slug). */
  naming?(db: Db, id: number | null, values: Values, before: Values | undefined): Promise<KindColumns<T>>;
  /** What a unique column's violation answers (a page's key taken). */
  uniqueViolation?(values: Values): Error;
  /** The media it uses, and what search indexes (null: not searchable). */
  derive: ContentKind<Values>['derive'];
  list(db: Db, query: Query, scope: Omit<ContentListFilter, 'page' | 'pageSize'>): Promise<Page<Item>>;
  find(db: Db, idOrName: number | string, view: View, now: number): Promise<Item | undefined>;
  /** A takedown: the values without the media file; absent, the kind uses no media. */
  scrub?(values: Values, target: ScrubTarget): Values;
  /** The other items its answer shows (a page's galleries and documents): a takedown changing one bumps it. */
  shows?(values: Values): { type: ContentType; id: number }[];
  /** Past school years' items leave the current lists at the rollover (school_year, archived_at); its years fill the admin's year filters. */
  archivedByRollover?: boolean;
  /** The photos whose alt text (and with `consentChecked`, pupils' consent) the health list checks. */
  photos?(values: Values): PhotoInput[];
  consentChecked?: boolean;
  /** The kind's own health checks (stale pages, empty document categories). */
  health?(db: Db, context: HealthContext): Promise<HealthEntry[]>;
  /** Search: its results as visitors reach them (a gallery's address, a document's download). */
  searchResults?(db: Db, results: SearchResult[], now: number): Promise<SearchResult[]>;
}

export interface ContentKindDefinition<T extends ContentTable, Input, Values extends SavedValues, Item, Query>
  extends ContentKindSpec<T, Input, Values, Item, Query>,
    Omit<ContentKind<Values>, 'table'> {
  table: T;
  revisions: boolean;
  address: ItemAddress<Item>;
  names: ContentKindNames;
  /** Every item outside the trash, by id. */
  live(db: Db): Promise<{ id: number; values: Values }[]>;
  /** Creates (id null) or updates an item outside the trash; undefined when there is none to update. */
  save(db: Db, id: number | null, input: Input, actor: Actor, now: number): Promise<Item | undefined>;
  /** The row's columns, lifecycle's included, for these values (a save, a takedown's scrub). */
  rowColumns(values: Values, now: number): Record<string, Column | undefined>;
}

/** Any kind, its types forgotten: what the trash, takedown, health and rollover go through. */
export type AnyContentKind = ContentKindDefinition<ContentTable, unknown, SavedValues, unknown, unknown>;

type Row<T extends ContentTable> = Selectable<Database[T]> & LifecycleRow & { id: number };

const rowsOf = <T extends ContentTable>(db: Db, table: T, where: ReturnType<typeof sql>) =>
  sql<Row<T>>`SELECT * FROM ${sql.table(table)} WHERE ${where} ORDER BY id`.execute(db).then((result) => result.rows);

async function insertRow(db: Db, table: ContentTable, columns: Record<string, Column | undefined>): Promise<number> {
  const names = Object.keys(columns).filter((name) => columns[name] !== undefined);
  const inserted = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
    VALUES (${sql.join(names.map((name) => columns[name]))}) RETURNING id`.execute(db);
  return Number(inserted.rows[0]!.id);
}

/** Writes these columns of one row. */
export async function updateRow(db: Db, table: ContentTable, id: number, columns: Record<string, Column | undefined>): Promise<void> {
  const names = Object.keys(columns).filter((name) => columns[name] !== undefined);
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(names.map((name) => sql`${sql.ref(name)} = ${columns[name]}`))} WHERE id = ${id}`.execute(db);
}

export function defineContentKind<T extends ContentTable, Input, Values extends SavedValues, Item, Query>(
  spec: ContentKindSpec<T, Input, Values, Item, Query>,
): ContentKindDefinition<T, Input, Values, Item, Query> {
  const { table, toValues } = spec.rows;
  const load = async (db: Db, id: number) => {
    const [row] = await rowsOf(db, table, sql`id = ${id}`);
    return row && { values: toValues(row), deletedAt: row.deleted_at === null ? null : Number(row.deleted_at) };
  };
  const rowColumns = (values: Values, now: number) => ({ ...spec.rows.columns(values), status: values.status, publish_at: toMillis(values.publishAt), updated_at: now });

  const kind: ContentKindDefinition<T, Input, Values, Item, Query> = {
    ...spec,
    table,
    revisions: spec.revisions ?? false,
    address: spec.address ?? { by: 'id' },
    names: CONTENT_KINDS[spec.type],
    label: (values) => values.title,
    load,
    rowColumns,
    live: async (db) => (await rowsOf(db, table, sql`deleted_at IS NULL`)).map((row) => ({ id: Number(row.id), values: toValues(row) })),
    save: async (db, id, input, actor, now) => {
      const values = await spec.prepare(db, input, id);
      const before = id === null ? undefined : await load(db, id);
      if (id !== null && (!before || before.deletedAt !== null)) return undefined;
      const columns = { ...rowColumns(values, now), ...(await spec.naming?.(db, id, values, before?.values)) };
      let itemId: number;
      try {
        itemId = id ?? (await insertRow(db, table, { ...columns, created_at: now }));
        if (id !== null) await updateRow(db, table, id, columns);
      } catch (error) {
        throw isUniqueViolation(error) && spec.uniqueViolation ? spec.uniqueViolation(values) : error;
      }
      await recordSave(db, kind, { id: itemId, values, before: before?.values, actor, now });
      return spec.find(db, itemId, 'editor', now);
    },
  };
  return kind;
}
