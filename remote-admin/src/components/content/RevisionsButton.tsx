// 'Revisions' beside an item's editor (news posts, pages): opens the list of its earlier versions;
// a restored one is the item's content from then on, and the editor closes with 'Restored.'.
import { useState } from 'react';
import { Button, type RequestError, type Revision } from '@school/shared';
import { contentAdminMessages } from '@school/shared/messages/content-admin';
import { RevisionsDialog } from './RevisionsDialog';

export type RevisionsHook = (id: number, options: { skip: boolean }) => { data?: Revision[]; isLoading: boolean; error?: RequestError };
export type RestoreHook = () => readonly [(arg: { id: number; revisionId: number }) => { unwrap: () => Promise<unknown> }, { isLoading: boolean; error?: RequestError }];

export interface RevisionsButtonProps {
  id: number;
  useRevisions: RevisionsHook;
  useRestore: RestoreHook;
  onRestored: (message: string) => void;
}

export function RevisionsButton({ id, useRevisions, useRestore, onRestored }: RevisionsButtonProps) {
  const [open, setOpen] = useState(false);
  const revisions = useRevisions(id, { skip: !open });
  const [restore, restoring] = useRestore();
  const [error, setError] = useState<RequestError>();

  const onRestore = async (revision: Revision) => {
    setError(undefined);
    try {
      await restore({ id, revisionId: revision.id }).unwrap();
      setOpen(false);
      onRestored(contentAdminMessages.restored);
    } catch (failure) {
      setError(failure as RequestError);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Revisions
      </Button>
      <RevisionsDialog open={open} onClose={() => setOpen(false)} revisions={revisions} onRestore={(revision) => void onRestore(revision)} restoring={restoring.isLoading} error={error} />
    </>
  );
}
