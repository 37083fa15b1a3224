import { useDeferredValue, useMemo, useState } from 'react';
import {
  joinedSortValues,
  normalizeSearchText,
  sortRows,
  type Column,
  type SortState,
} from './tableModel';

export type TableStateOptions<T> = {
  rows: T[];
  columns: Column<T>[];
  searchText?: (row: T) => string;
  initialPageSize: number;
  /** Rows the server already searched, sorted and paged: this many match in all. */
  serverTotal?: number;
};

/**
 * Search, sort and paging of DataTable. Work is memoized on its inputs, so `rows`, `columns` and
 * `searchText` should be stable (module constants or useMemo/useCallback in the screen).
 */
export function useTableState<T>({ rows, columns, searchText, initialPageSize, serverTotal }: TableStateOptions<T>) {
  const local = serverTotal === undefined;
  const [query, setQueryState] = useState('');
  const [sort, setSort] = useState<SortState>(null);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [page, setPage] = useState(1);

  // Typing stays responsive with large lists: the filtering follows one render behind.
  const deferredQuery = useDeferredValue(query);
  const needle = normalizeSearchText(deferredQuery);

  // Lowercased, accent-free search keys: computed once per rows change, not per keystroke.
  const searchKeys = useMemo(() => {
    const textOf = searchText ?? joinedSortValues(columns);
    return rows.map((row) => normalizeSearchText(textOf(row)));
  }, [rows, columns, searchText]);

  const filtered = useMemo(
    () => (!local || needle === '' ? rows : rows.filter((_, index) => searchKeys[index]?.includes(needle))),
    [rows, searchKeys, needle, local],
  );

  const sorted = useMemo(() => {
    const sortValue = sort && columns.find((c) => c.key === sort.key)?.sortValue;
    return local && sort && sortValue ? sortRows(filtered, sortValue, sort.direction) : filtered;
  }, [filtered, sort, columns, local]);

  const total = serverTotal ?? sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // After rows are removed the page may no longer exist: show the last one that does.
  const currentPage = Math.min(page, pageCount);
  const start = (currentPage - 1) * pageSize;
  const pageRows = useMemo(() => (local ? sorted.slice(start, start + pageSize) : sorted), [sorted, start, pageSize, local]);

  return {
    query,
    /** The query as the search follows it (one render behind the input). */
    deferredQuery,
    setQuery(value: string) {
      setQueryState(value);
      setPage(1);
    },
    sort,
    toggleSort(key: string) {
      setSort((current) =>
        current?.key === key && current.direction === 'ascending'
          ? { key, direction: 'descending' }
          : { key, direction: 'ascending' },
      );
      setPage(1);
    },
    pageSize,
    setPageSize(size: number) {
      setPageSizeState(size);
      setPage(1);
    },
    page: currentPage,
    pageCount,
    goToPage(target: number) {
      setPage(Math.min(Math.max(1, target), pageCount));
    },
    total,
    /** 1-based index of the first and last row shown; 0 and 0 when there are none. */
    from: total === 0 ? 0 : start + 1,
    to: Math.min(start + pageSize, total),
    pageRows,
  };
}
