// The spec's delete confirmation: 'Confirmation', 'Are you sure to delete {name}?', 'Cancel' and "I'm sure.".
import { Button } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';

export interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, as the spec names it; null when closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ name, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={name !== null}
      title="Confirmation"
      onClose={onCancel}
      closeLabel="Close confirmation"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            I&apos;m sure.
          </Button>
        </>
      }
    >
      <p>Are you sure to delete {name}?</p>
    </Dialog>
  );
}
