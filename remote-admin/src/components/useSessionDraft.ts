// A draft after a session expiry: what an admin typed into a form whose save was refused because
// the session had ended, kept in this tab (sessionStorage) under the form's key, the address of
// what it edits (`admin/news/12`, `admin/subjects/new`, `admin/about-us`). The form opens with it
// again after a sign-in, even one that went through /login or a reload, until saved or left.
import { useCallback, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '@school/shared/admin-ui';

/** The values kept under `key`, completed from `template` (a field kept only when of the same type), or null. */
function readDraft<Values extends object>(key: string, template: Values): Values | null {
  const kept = loadDraft(key);
  if (typeof kept !== 'object' || kept === null) return null;
  const typed = kept as Record<string, unknown>;
  return Object.fromEntries(Object.entries(template).map(([field, value]) => [field, typeof typed[field] === typeof value ? typed[field] : value])) as Values;
}

/** A form without a key (a user's password) keeps no draft: what was typed stays while it is open. */
export function useSessionDraft<Values extends object>(key: string | undefined, template: Values) {
  // Read once, when the form opens: later renders keep what the form holds.
  const [restored] = useState(() => (key === undefined ? null : readDraft(key, template)));
  return {
    /** The values the form opens with again, or null. */
    restored,
    keep: useCallback((values: Values) => key !== undefined && saveDraft(key, values), [key]),
    forget: useCallback(() => key !== undefined && clearDraft(key), [key]),
  };
}
