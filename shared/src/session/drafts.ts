// What an admin typed into a form whose save was refused because the session had ended, kept in
// this tab's sessionStorage so that the screen can bring it back after a sign-in, even one that
// went through /login or a reload. Sign-out forgets every draft.

const PREFIX = 'draft:';

const store = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function saveDraft(key: string, value: unknown): void {
  try {
    store()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full quota: the screen still keeps the values while it stays open.
  }
}

/** The draft saved under `key`, or null. The caller checks its shape. */
export function loadDraft(key: string): unknown {
  try {
    const raw = store()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  store()?.removeItem(PREFIX + key);
}

export function clearAllDrafts(): void {
  const storage = store();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
}
