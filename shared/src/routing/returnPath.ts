// Where sign-in goes back to after a guard sent the visitor to /login: the guard puts the
// requested address in the navigation state; only an address of this site is ever followed.
import { authPaths } from './sitePaths';

/** The navigation state the guard gives /login. */
export interface ReturnState {
  from: string;
}

/** Sign-in and registration never send back to themselves. */
const AUTH_PAGES = new RegExp(`^/(${authPaths.join('|')})(?=[/?#]|$)`);

/** The address to return to from a guard's navigation state, or null (then sign-in goes to /home). */
export function returnPathFrom(state: unknown): string | null {
  const from = state && typeof state === 'object' ? (state as Partial<ReturnState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  return AUTH_PAGES.test(from) ? null : from;
}
