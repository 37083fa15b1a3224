// The spec's delete confirmation: 'Confirmation', 'Are you sure to delete {name}?', 'Cancel' and "I'm sure.",
// with, when given, a second sentence saying what deleting means (to the Trash, or for good).
import { AdminDialog } from '@school/shared/admin-ui';

export interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, as the spec names it; null when closed. */
  name: string | null;
  /** What deleting it means, after the spec's question: "It goes to the Trash, …". */
  detail?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ name, detail, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <AdminDialog
      open={name !== null}
      title="Confirmation"
      onClose={onCancel}
      closeLabel="Close confirmation"
      dismissText="Cancel"
      action={{ label: "I'm sure.", busy, onClick: onConfirm, variant: 'danger' }}
    >
      <p>Are you sure to delete {name}?</p>
      {detail && <p>{detail}</p>}
    </AdminDialog>
  );
}
