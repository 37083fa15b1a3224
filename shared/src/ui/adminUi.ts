// @school/shared/admin-ui: the parts of the UI kit only the admin screens use, a separate
// Module Federation shared module so that public pages never download them.
export { Dialog, type DialogProps } from './Dialog';
export { DataTable, type DataTableProps } from './DataTable';
export { Pagination, defaultPaginationLabels, type PaginationProps, type PaginationLabels } from './Pagination';
export { useTableState, type TableStateOptions } from './useTableState';
export {
  normalizeSearchText,
  compareSortValues,
  type Column,
  type SortValue,
  type SortDirection,
  type SortState,
} from './tableModel';
