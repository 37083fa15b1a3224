// 'Revisions': an item's earlier versions (the last 20), newest first, each with Restore. A
// restored version becomes the item's current one (and a revision of its own).
import { Banner, Button, LoadingIndicator, getErrorMessage, type RequestError, type Revision } from '@school/shared';
import { AdminDialog } from '../AdminDialog';

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
  return (
    <AdminDialog open={open} title="Revisions" onClose={onClose} closeLabel="Close revisions">
      {error && <Banner variant="error" message={getErrorMessage(error)} />}
      {revisions.isLoading ? (
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
              <Button size="small" variant="secondary" busy={restoring} aria-label={`Restore the version of ${when(revision.createdAt)}`} onClick={() => onRestore(revision)}>
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
    </AdminDialog>
  );
}
