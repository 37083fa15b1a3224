// @school/shared/admin-ui: the parts of shared only the admin screens use, a separate Module
// Federation shared module so that public pages never download them. A shared module keeps every
// export it has, so this entry exports only what the admin screens import.
export { Dialog } from './Dialog';
export { AdminDialog, type AdminDialogProps, type DialogAction } from './AdminDialog';
export { DataTable, type ServerTableState } from './DataTable';
export type { Column } from './tableModel';
export { clearDraft, loadDraft, saveDraft } from '../session/drafts';
export { Pagination, type PaginationProps } from './Pagination';
