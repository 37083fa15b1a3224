// The ids an import gave: for each table, the archived row's id → the new row's.
import type { Database } from '../db/schema';
import type { IdLookup } from './archivedTables';

export class IdMaps {
  private readonly tables = new Map<keyof Database, Map<number, number>>();

  set(table: keyof Database, archivedId: number, id: number): void {
    const ids = this.tables.get(table) ?? new Map<number, number>();
    ids.set(archivedId, id);
    this.tables.set(table, ids);
  }

  readonly lookup: IdLookup = (table, archivedId) => this.tables.get(table)?.get(archivedId);
}
