// A small form in a dialog: its banner, its fields, Close and Save Changes. A user's role and new
// password, and a media file's details, are each one of these.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Banner } from '@school/shared';
import type { BannerMessage } from './BannerArea';
import { AdminDialog } from '@school/shared/admin-ui';
import { FieldGrid } from './PageTitle';

export interface FormDialogProps {
  /** The dialog's title; null when closed. */
  title: string | null;
  banner: BannerMessage | null;
  onDismissBanner: () => void;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
  /** The form's scope (`form.scopeId`): a refused save focuses its first invalid field or the banner. */
  scopeId: string;
  children: ReactNode;
}

export function FormDialog({ title, banner, onDismissBanner, busy, onClose, onSave, scopeId, children }: FormDialogProps) {
  const formId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <AdminDialog open={title !== null} title={title ?? ''} onClose={onClose} closeLabel="Close dialog" action={{ label: 'Save Changes', busy, form: formId }}>
      <div id={scopeId}>
        {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={onDismissBanner} dismissLabel="Dismiss message" />}
        <form id={formId} noValidate onSubmit={onSubmit}>
          <FieldGrid>{children}</FieldGrid>
        </form>
      </div>
    </AdminDialog>
  );
}
