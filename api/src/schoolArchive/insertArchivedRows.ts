// Writes the archived rows into the target, table by table (archivedTables.ts): each id a row
// holds turned into the target's (columns, items named by type, ids inside JSON), each storage key
// and media address into the file's new key, and only the columns the target's table has; the
// school's own column comes from the transaction's school (PostgreSQL's default) or stays null.
import { sql } from 'kysely';
import { platformMessages } from '@school/shared/messages/platform';
import type { Db } from '../db/database';
import { isDataError, isForeignKeyViolation, isUniqueViolation } from '../http/databaseErrors';
import { ArchiveRefusal } from './archiveRefusal';
import { archivedTables, itemTables, type ArchivedRow, type ArchivedTable } from './archivedTables';
import type { IdMaps } from './idMaps';
import { rewriteMediaUrls } from './mediaUrls';

const m = platformMessages.archive;
type Column = string | number | null;

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArchiveRefusal(m.damaged(where));
  }
}

/** The row as the target holds it; undefined when it belonged to an item the archive does not hold. */
function remapRow(row: ArchivedRow, spec: ArchivedTable, ids: IdMaps, keys: ReadonlyMap<string, string>): ArchivedRow | undefined {
  const out: ArchivedRow = Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === 'string' ? rewriteMediaUrls(value, keys) : value]));
  for (const column of spec.storageKeys ?? []) out[column] = keys.get(String(out[column])) ?? out[column];
  for (const [column, { to, optional }] of Object.entries(spec.references ?? {})) {
    if (out[column] === null || out[column] === undefined) continue;
    const id = ids.lookup(to, Number(out[column]));
    if (id === undefined && !optional) throw new ArchiveRefusal(m.damaged(`${spec.table}.${column} names a row the archive does not hold`));
    out[column] = id ?? null;
  }
  const itemTable = spec.item && itemTables[String(out[spec.item.type])];
  if (spec.item && itemTable) {
    const id = ids.lookup(itemTable, Number(out[spec.item.id]));
    if (id === undefined && spec.item.dropOrphan) return undefined;
    // The audit log names an item gone before the export by its archived id (its label says which).
    if (id !== undefined) out[spec.item.id] = typeof out[spec.item.id] === 'string' ? String(id) : id;
  }
  for (const [column, remap] of Object.entries(spec.json ?? {})) {
    const text = out[column];
    if (typeof text === 'string') out[column] = JSON.stringify(remap(parseJson(text, `${spec.table}.${column}`), ids.lookup, out));
  }
  return out;
}

function columnValue(value: unknown, where: string): Column {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new ArchiveRefusal(m.damaged(where));
}

/** What the database refuses of a row (a key this install already has, a value it cannot hold) is the operator's to read. */
function refusalOf(error: unknown, table: string): unknown {
  if (!isUniqueViolation(error) && !isForeignKeyViolation(error) && !isDataError(error)) return error;
  return new ArchiveRefusal(m.rowRefused(table, error instanceof Error ? error.message : String(error)));
}

async function insertRow(db: Db, table: string, values: Record<string, Column>, returnsId: boolean): Promise<number | undefined> {
  const names = Object.keys(values);
  const columns = sql.join(names.map((name) => sql.ref(name)));
  const row = sql.join(names.map((name) => values[name]));
  if (!returnsId) {
    await sql`INSERT INTO ${sql.table(table)} (${columns}) VALUES (${row})`.execute(db);
    return undefined;
  }
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${columns}) VALUES (${row}) RETURNING id`.execute(db);
  return Number(rows[0]!.id);
}

/** `keys`: each archived storage key → the target's; `columnsOf`: the target's columns of each table (an archive of an older install lacks newer ones, which take their defaults). */
export async function insertArchivedRows(
  db: Db,
  tables: ReadonlyMap<string, readonly ArchivedRow[]>,
  { ids, keys, columnsOf }: { ids: IdMaps; keys: ReadonlyMap<string, string>; columnsOf: (table: string) => ReadonlySet<string> },
): Promise<number> {
  let written = 0;
  for (const spec of archivedTables) {
    const columns = columnsOf(spec.table);
    for (const archived of tables.get(spec.table) ?? []) {
      const row = remapRow(archived, spec, ids, keys);
      if (!row) continue;
      const renumbered = row.id !== undefined && !spec.keepsId;
      const values: Record<string, Column> = {};
      for (const [column, value] of Object.entries(row)) {
        if (!columns.has(column) || column === 'school_id' || (column === 'id' && renumbered)) continue;
        values[column] = columnValue(value, `${spec.table}.${column}`);
      }
      const id = await insertRow(db, spec.table, values, renumbered).catch((error: unknown) => Promise.reject(refusalOf(error, spec.table)));
      if (id !== undefined) ids.set(spec.table, Number(archived.id), id);
      written += 1;
    }
  }
  return written;
}
