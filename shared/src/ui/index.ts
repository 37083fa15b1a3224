// The UI kit every section renders with. Test helpers live in @school/shared/testing
// (shared/src/testing), outside this entry, so no test library reaches a production bundle.
export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { VisuallyHidden } from './VisuallyHidden';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
export { suspended } from './suspended';
export { Banner, type BannerProps, type BannerVariant } from './Banner';
export { Dialog, type DialogProps } from './Dialog';
export { FormField, type FormFieldProps } from './FormField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
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
