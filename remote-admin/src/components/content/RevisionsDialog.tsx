// 'Revisions': an item's earlier versions (the last 20), newest first, each with Restore. A
// restored version becomes the item's current one (and a revision of its own), on the site too
// when the item is published: Restore asks first, in the dialog, naming the version.
import { useEffect, useRef, useState } from 'react';
import { Banner, Button, LoadingIndicator, getErrorMessage, type RequestError, type Revision } from '@school/shared';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { AdminDialog } from '@school/shared/admin-ui';

export interface RevisionsDialogProps {
  open: boolean;
  onClose: () => void;
  revisions: { data?: Revision[]; isLoading: boolean; error?: RequestError };
  onRestore: (revision: Revision) => void;
  restoring: boolean;
  /** A refused restore, in the API's words. */
  error?: RequestError;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

export function RevisionsDialog({ open, onClose, revisions, onRestore, restoring, error }: RevisionsDialogProps) {
  const [chosen, setChosen] = useState<Revision | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  // The Restore pressed gives way to the question: the focus goes to it, not to the page.
  useEffect(() => {
    if (chosen) question.current?.focus();
  }, [chosen]);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <AdminDialog
      open={open}
      title="Revisions"
      onClose={close}
      closeLabel="Close revisions"
      dismissText={chosen ? 'Cancel' : 'Close'}
      action={chosen ? { label: 'Restore this version', busy: restoring, onClick: () => onRestore(chosen) } : undefined}
    >
      {error && <Banner variant="error" message={getErrorMessage(error)} />}
      {chosen ? (
        <>
          <p ref={question} tabIndex={-1}>
            {m.restoreQuestion(when(chosen.createdAt), chosen.author)}
          </p>
          <Button variant="link" onClick={() => setChosen(null)}>
            Choose another version
          </Button>
        </>
      ) : revisions.isLoading ? (
        <LoadingIndicator />
      ) : revisions.error ? (
        <Banner variant="error" message={getErrorMessage(revisions.error)} />
      ) : (revisions.data ?? []).length === 0 ? (
        <p>No earlier versions yet.</p>
      ) : (
        <ol>
          {(revisions.data ?? []).map((revision) => (
            <li key={revision.id}>
              <p>
                <strong>{revision.title}</strong> — {when(revision.createdAt)}, by {revision.author}
              </p>
              <Button size="small" variant="secondary" aria-label={`Restore the version of ${when(revision.createdAt)}`} onClick={() => setChosen(revision)}>
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </AdminDialog>
  );
}
