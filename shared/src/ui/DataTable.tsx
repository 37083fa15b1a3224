import { useId } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldLabel } from './fieldStyles';
import { Pagination, type PaginationLabels } from './Pagination';
import { isSortable, type Column } from './tableModel';
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

// Wide tables scroll sideways on phones instead of breaking the layout; the wrapper is focusable
// so keyboard users can scroll it too.
const ScrollArea = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

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
  min-height: 2rem;
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
}: DataTableProps<T>) {
  const searchId = useId();
  const table = useTableState({ rows, columns, searchText, initialPageSize });

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
        <Table>
          <Caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</Caption>
          <thead>
            <tr>
              {columns.map((column) => {
                if (!isSortable(column)) {
                  return (
                    <th key={column.key} scope="col">
                      {column.header}
                    </th>
                  );
                }
                const state = table.sort?.key === column.key ? table.sort.direction : 'none';
                return (
                  <th key={column.key} scope="col" aria-sort={state}>
                    <SortButton type="button" onClick={() => table.toggleSort(column.key)}>
                      {column.header}
                      <span aria-hidden="true">{arrows[state]}</span>
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {table.pageRows.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{emptyText}</Empty>
              </tr>
            ) : (
              table.pageRows.map((row) => (
                <tr key={getRowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key}>{column.render ? column.render(row) : column.sortValue?.(row)}</td>
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
