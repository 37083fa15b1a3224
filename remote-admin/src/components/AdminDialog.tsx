// The admin's dialog shape: a titled Dialog whose footer is a dismissing button ('Close' or
// 'Cancel') and, where the dialog acts, one acting button (a form's submit or a confirmation).
import type { ReactNode } from 'react';
import { Button } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';

export interface DialogAction {
  label: ReactNode;
  busy: boolean;
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
            <Button type={action.form ? 'submit' : 'button'} form={action.form} variant={action.variant} onClick={action.onClick} busy={action.busy}>
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
