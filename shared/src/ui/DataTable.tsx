import { useEffect, useEffectEvent, useId } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldLabel } from './fieldStyles';
import { Pagination, type PaginationLabels } from './Pagination';
import { isSortable, type Column, type SortState } from './tableModel';
import { useTableState } from './useTableState';
import { VisuallyHidden } from './VisuallyHidden';

export type DataTableProps<T> = {
  /** Names the table for screen readers; required even when hidden. */
  caption: string;
  /** Keep the caption for screen readers only (when the page title already says it). */
  hideCaption?: boolean;
  rows: T[];
  /** Keep stable (module constant or useMemo): search keys are recomputed when it changes. */
  columns: Column<T>[];
  getRowKey: (row: T) => string | number;
  searchLabel?: string;
  /** What the search matches; default: every column's sortValue joined. Keep stable. */
  searchText?: (row: T) => string;
  pageSizes?: number[];
  initialPageSize?: number;
  emptyText?: string;
  /** Texts of the pager ('Rows per page', 'First', 'Page 2 of 4', …). */
  paginationLabels?: Partial<PaginationLabels>;
  /** The server searches, sorts and pages (a list too long to load whole): `rows` is the page it answered. */
  server?: ServerPaging;
};

/** What the server is asked for: the search (trimmed), the sort, the page. */
export type ServerTableState = { query: string; sort: SortState; page: number; pageSize: number };

export type ServerPaging = {
  /** How many rows match in all. */
  total: number;
  /** Called with the state to ask the server for, on every change (and once at first). */
  onChange: (state: ServerTableState) => void;
};

const DEFAULT_PAGE_SIZES = [10, 20, 50];

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 24rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SearchInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

// A table wider than a tablet scrolls sideways; the wrapper is focusable so keyboard users can
// scroll it too. On a phone the table never does: see Table.
const ScrollArea = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

// On a phone each row becomes a card: one line per cell, its column's name before it, the row's
// actions in full view; the header row becomes a wrapped line of sort buttons. The explicit roles
// keep it a table for screen readers once the CSS display changes.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    &,
    thead,
    tbody,
    tr,
    th,
    td,
    caption {
      display: block;
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
      background: ${({ theme }) => theme.colors.surface};
    }
    thead th {
      padding: 0;
      border: 0;
      background: none;
    }
    thead th:not([aria-sort]) {
      display: none;
    }
    tbody tr {
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody td {
      padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
      border: 0;
      overflow-wrap: anywhere;
    }
    tbody td[data-label] {
      display: grid;
      grid-template-columns: minmax(6rem, 35%) 1fr;
      gap: ${({ theme }) => theme.space.sm};
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      font-weight: 700;
    }
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Caption = styled.caption`
  padding: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  text-align: left;
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.smallTarget};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Empty = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
`;

const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A list with search, sort and paging, for the admin screens. Renders only the current page, so
 * it stays quick with thousands of rows.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  rows,
  columns,
  getRowKey,
  searchLabel = 'Search',
  searchText,
  pageSizes = DEFAULT_PAGE_SIZES,
  initialPageSize = 10,
  emptyText = 'No records found.',
  paginationLabels,
  server,
}: DataTableProps<T>) {
  const searchId = useId();
  const table = useTableState({ rows, columns, searchText, initialPageSize, serverTotal: server?.total });
  const askServer = useEffectEvent((state: ServerTableState) => server?.onChange(state));
  const { deferredQuery, sort, page, pageSize } = table;
  useEffect(() => {
    askServer({ query: deferredQuery.trim(), sort, page, pageSize });
  }, [deferredQuery, sort, page, pageSize]);

  return (
    <div>
      <Search>
        <FieldLabel htmlFor={searchId}>{searchLabel}</FieldLabel>
        <SearchInput
          id={searchId}
          type="search"
          value={table.query}
          onChange={(e) => table.setQuery(e.target.value)}
        />
      </Search>
      <ScrollArea role="region" aria-label={caption} tabIndex={0}>
        <Table role="table">
          <Caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</Caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => {
                if (!isSortable(column)) {
                  return (
                    <th key={column.key} scope="col" role="columnheader">
                      {column.header}
                    </th>
                  );
                }
                const state = table.sort?.key === column.key ? table.sort.direction : 'none';
                return (
                  <th key={column.key} scope="col" role="columnheader" aria-sort={state}>
                    <SortButton type="button" onClick={() => table.toggleSort(column.key)}>
                      {column.header}
                      <span aria-hidden="true">{arrows[state]}</span>
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.pageRows.length === 0 ? (
              <tr role="row">
                <Empty role="cell" colSpan={columns.length}>
                  {emptyText}
                </Empty>
              </tr>
            ) : (
              table.pageRows.map((row) => (
                <tr key={getRowKey(row)} role="row">
                  {columns.map((column) => (
                    <td key={column.key} role="cell" data-label={column.header}>
                      {column.render ? column.render(row) : column.sortValue?.(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </ScrollArea>
      <Pagination
        page={table.page}
        pageCount={table.pageCount}
        pageSize={table.pageSize}
        pageSizes={pageSizes}
        from={table.from}
        to={table.to}
        total={table.total}
        onPageChange={table.goToPage}
        onPageSizeChange={table.setPageSize}
        labels={paginationLabels}
      />
    </div>
  );
}
