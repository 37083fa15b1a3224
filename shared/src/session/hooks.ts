import { useSelector } from 'react-redux';
import type { User } from '../types';
import { currentUserSlice } from './currentUserSlice';

type StateWithUser = { [currentUserSlice.reducerPath]: ReturnType<typeof currentUserSlice.reducer> };

export const useCurrentUser = (): User | null =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectCurrentUser(state));

export const useIsAdmin = (): boolean =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectIsAdmin(state));

/** True while the signed-in user's session has ended on the server and no new sign-in came. */
export const useSessionExpired = (): boolean =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectSessionExpired(state));

/** How many API refusals reported the session ended (grows with each one). */
export const useExpiryReports = (): number =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectExpiryReports(state));

/** True once the user signed out in this tab, until the next sign-in. */
export const useSignedOut = (): boolean =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectSignedOut(state));
