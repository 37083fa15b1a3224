import type { ReactNode } from 'react';

export type SortValue = string | number;

export type Column<T> = {
  key: string;
  header: string;
  /** The cell's content; defaults to sortValue's result. */
  render?: (row: T) => ReactNode;
  /** What the column sorts by (and, by default, what the search matches). */
  sortValue?: (row: T) => SortValue;
  /** Defaults to true when sortValue is given. */
  sortable?: boolean;
};

export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection } | null;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lowercased, accent-free and trimmed, so 'Ionut' finds 'Ionuț' and 'STEFAN ' finds 'Ștefan'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim();
}

// One collator for all sorts: far cheaper than localeCompare per comparison, and Romanian rules
// put ș after s, as the school's names expect. Made at the first sort, not when @school/shared is
// imported: loading its rules cost every public page's first task milliseconds.
let collator: Intl.Collator | undefined;

export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  collator ??= new Intl.Collator('ro', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

export function isSortable<T>(column: Column<T>): boolean {
  return column.sortable ?? column.sortValue !== undefined;
}

/** The default search text: every column's sort value, joined. */
export function joinedSortValues<T>(columns: Column<T>[]): (row: T) => string {
  const withValues = columns.flatMap((c) => (c.sortValue ? [c.sortValue] : []));
  return (row) => withValues.map((value) => String(value(row))).join(' ');
}

export function sortRows<T>(rows: T[], sortValue: (row: T) => SortValue, direction: SortDirection): T[] {
  // Each value is computed once (not once per comparison); Array.prototype.sort is stable, so
  // equal values keep their order in both directions.
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row) => ({ row, value: sortValue(row) }))
    .sort((a, b) => sign * compareSortValues(a.value, b.value))
    .map((entry) => entry.row);
}
