// The takedown's confirmation: what it does (the file leaves every page, gallery and news post,
// and every stored size of it is deleted for good), and the 'Take down' button. The caller acts.
import styled from 'styled-components';
import type { Media } from '@school/shared';
import { AdminDialog } from '@school/shared/admin-ui';

export interface TakedownDialogProps {
  /** The file about to be taken down; null when closed. */
  media: Pick<Media, 'originalName' | 'kind'> | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const Warning = styled.p`
  font-weight: 600;
`;

export function TakedownDialog({ media, busy, onCancel, onConfirm }: TakedownDialogProps) {
  const what = media?.kind === 'DOCUMENT' ? 'file' : 'photo';
  return (
    <AdminDialog
      open={media !== null}
      title={`Take down ${what}`}
      onClose={onCancel}
      closeLabel="Close confirmation"
      dismissText="Cancel"
      action={{ label: 'Take down', busy, onClick: onConfirm, variant: 'danger' }}
    >
      <p>
        Take down {media?.originalName}? It is removed at once from every page, gallery, news post and document that uses it, and from their saved
        revisions; its files (every size) are deleted from storage, and the public pages showing it are rendered again without it.
      </p>
      <Warning>This cannot be undone.</Warning>
    </AdminDialog>
  );
}
