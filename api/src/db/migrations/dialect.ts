// The few places where one migration set must speak two dialects.
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely, type QueryExecutor } from 'kysely';

/** Any database or transaction, whatever its tables. */
export const isPostgres = (db: { getExecutor(): QueryExecutor }) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key: serial on PostgreSQL, INTEGER PRIMARY KEY on SQLite. */
export function idColumnType(db: Kysely<unknown>) {
  return isPostgres(db) ? 'serial' : 'integer';
}

export function idColumn(db: Kysely<unknown>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement();
}
