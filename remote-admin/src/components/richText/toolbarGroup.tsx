// Rich-text fields that share one formatting toolbar: inside a ToolbarGroup (a page's sections)
// only the field last focused shows its toolbar, so a long page does not repeat it per section.
// A field outside any group always shows its own.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface ToolbarGroupState {
  /** The field whose toolbar shows; null until one was focused. */
  active: string | null;
  activate: (fieldId: string) => void;
}

const ToolbarGroupContext = createContext<ToolbarGroupState | null>(null);

export function ToolbarGroup({ children }: { children: ReactNode }) {
  const [active, activate] = useState<string | null>(null);
  const state = useMemo(() => ({ active, activate }), [active]);
  return <ToolbarGroupContext.Provider value={state}>{children}</ToolbarGroupContext.Provider>;
}

/** Whether the field `fieldId` shows its toolbar, and what to call when it takes the focus. */
export function useGroupedToolbar(fieldId: string) {
  const group = useContext(ToolbarGroupContext);
  return { shown: !group || group.active === fieldId, onFocus: () => group?.activate(fieldId) };
}
