// Leaving a screen with unsaved changes asks first: a route change through react-router's
// useBlocker (the host's data router), a reload or closed tab through beforeunload, and the
// screen's own Back through ask(). `dialog` is the question, to render once. Once left (Leave
// without saving) or saved (release()), the navigation that follows goes without a question.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { AdminDialog } from '@school/shared/admin-ui';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';

export function useLeaveGuard(changed: boolean): { ask: (leave: () => void) => void; release: () => void; dialog: ReactNode } {
  // A ref too: the blocker may be asked before the render that follows the release.
  const released = useRef(false);
  const [isReleased, setReleased] = useState(false);
  const dirty = changed && !isReleased;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname !== nextLocation.pathname);
  const release = () => {
    released.current = true;
    setReleased(true);
  };
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
    release();
    if (blocker.state === 'blocked') blocker.proceed();
    pending?.();
    setPending(null);
  };

  return {
    ask: (action) => (dirty ? setPending(() => action) : action()),
    release,
    dialog: (
      <AdminDialog open={open} title={m.unsavedTitle} onClose={stay} closeLabel="Close confirmation" dismissText="Stay" action={{ label: 'Leave without saving', variant: 'danger', onClick: leave }}>
        <p>{m.unsavedQuestion}</p>
      </AdminDialog>
    ),
  };
}
