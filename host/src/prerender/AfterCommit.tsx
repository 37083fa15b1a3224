// Hooks into the first commit of the tree around it: `beforePaint` runs once the tree is on the
// page, right after the commit (a microtask: what it does, a tap done again, is an event React
// handles as any other, not an update inside its commit) and before the browser paints; `afterEffects`
// once the tree's effects have run, so its queries have started (the renderer's probe may judge
// the page from then on: before, a page about to ask the API would look settled).
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

interface AfterCommitProps {
  beforePaint: () => void;
  afterEffects: () => void;
  children: ReactNode;
}

export function AfterCommit({ beforePaint, afterEffects, children }: AfterCommitProps) {
  const done = useRef({ layout: false, effects: false });
  useLayoutEffect(() => {
    if (done.current.layout) return;
    done.current.layout = true;
    queueMicrotask(beforePaint);
  }, [beforePaint]);
  // A parent's effects run after its children's.
  useEffect(() => {
    if (done.current.effects) return;
    done.current.effects = true;
    afterEffects();
  }, [afterEffects]);
  return children;
}
