import { useSelector } from 'react-redux';
import type { User } from '../types';
import { currentUserSlice } from './currentUserSlice';

type StateWithUser = { [currentUserSlice.reducerPath]: ReturnType<typeof currentUserSlice.reducer> };

export const useCurrentUser = (): User | null =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectCurrentUser(state));

export const useIsAdmin = (): boolean =>
  useSelector((state: StateWithUser) => currentUserSlice.selectors.selectIsAdmin(state));
