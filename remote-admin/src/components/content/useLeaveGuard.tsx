// Leaving a screen with unsaved changes asks first: a route change through react-router's
// useBlocker (the host's data router), a reload or closed tab through beforeunload, and the
// screen's own Back through ask(). `dialog` is the question, to render once.
import { useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';

export function useLeaveGuard(dirty: boolean): { ask: (leave: () => void) => void; dialog: ReactNode } {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const open = blocker.state === 'blocked' || pending !== null;
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    pending?.();
    setPending(null);
  };

  return {
    ask: (action) => (dirty ? setPending(() => action) : action()),
    dialog: (
      <Dialog
        open={open}
        title={m.unsavedTitle}
        onClose={stay}
        closeLabel="Close confirmation"
        footer={
          <>
            <Button variant="secondary" onClick={stay}>
              Stay
            </Button>
            <Button variant="danger" onClick={leave}>
              Leave without saving
            </Button>
          </>
        }
      >
        <p>{m.unsavedQuestion}</p>
      </Dialog>
    ),
  };
}
