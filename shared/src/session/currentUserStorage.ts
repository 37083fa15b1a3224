// The signed-in user is kept in localStorage under "currentUser" (spec section 3). It is only a
// hint for the first paint: GET /user/me confirms it at start, and a forged entry grants nothing
// because the API checks the session cookie on every call.
import { SIGNED_IN_ROLES, type User } from '../types';

export const CURRENT_USER_KEY = 'currentUser';

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.role === 'string' &&
    (SIGNED_IN_ROLES as readonly string[]).includes(user.role)
  );
}

export function loadStoredUser(storage: Storage | undefined = globalThis.localStorage): User | null {
  try {
    const raw = storage?.getItem(CURRENT_USER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isUser(parsed) ? { ...parsed, token: '' } : null;
  } catch {
    return null;
  }
}

export function saveStoredUser(user: User | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (user) storage?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else storage?.removeItem(CURRENT_USER_KEY);
  } catch {
    // Private browsing or a full quota: the session cookie still works, only the hint is lost.
  }
}
