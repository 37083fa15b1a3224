// The admin area's dialog shape (its screens', and remote-auth's sign-in again): a titled Dialog
// whose footer is a dismissing button ('Close', 'Cancel', 'Stay') and, where the dialog acts, one
// acting button (a form's submit or a confirmation).
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface DialogAction {
  label: ReactNode;
  busy?: boolean;
  /** Off until the dialog has something to act on (an image chosen). */
  disabled?: boolean;
  /** The form the button submits; without it, `onClick` acts. */
  form?: string;
  onClick?: () => void;
  variant?: 'primary' | 'danger';
}

export interface AdminDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Accessible name of the × button in the header. */
  closeLabel: string;
  /** The dismissing button's text. */
  dismissText?: string;
  action?: DialogAction;
  children?: ReactNode;
}

export function AdminDialog({ open, title, onClose, closeLabel, dismissText = 'Close', action, children }: AdminDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {dismissText}
          </Button>
          {action && (
            <Button type={action.form ? 'submit' : 'button'} form={action.form} variant={action.variant} onClick={action.onClick} busy={action.busy} disabled={action.disabled}>
              {action.label}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
