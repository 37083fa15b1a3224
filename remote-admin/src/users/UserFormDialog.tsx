// A small form in a dialog for one user: its banner, its fields, Close and Save Changes. The
// role and the new password are each one of these.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Banner, Button } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';
import type { BannerMessage } from '../components/BannerArea';
import { FieldGrid } from '../components/PageTitle';

export interface UserFormDialogProps {
  title: string | null;
  banner: BannerMessage | null;
  onDismissBanner: () => void;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}

export function UserFormDialog({ title, banner, onDismissBanner, busy, onClose, onSave, children }: UserFormDialogProps) {
  const formId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Dialog
      open={title !== null}
      title={title ?? ''}
      onClose={onClose}
      closeLabel="Close dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save Changes
          </Button>
        </>
      }
    >
      {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={onDismissBanner} dismissLabel="Dismiss message" />}
      <form id={formId} noValidate onSubmit={onSubmit}>
        <FieldGrid>{children}</FieldGrid>
      </form>
    </Dialog>
  );
}
