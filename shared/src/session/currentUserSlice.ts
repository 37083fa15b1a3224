import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../types';

export interface CurrentUserState {
  user: User | null;
}

export const currentUserSlice = createSlice({
  name: 'currentUser',
  initialState: { user: null } as CurrentUserState,
  reducers: {
    userSignedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    userSignedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAdmin: (state) => state.user?.role === 'ADMIN',
  },
});

export const { userSignedIn, userSignedOut } = currentUserSlice.actions;
export const { selectCurrentUser, selectIsAdmin } = currentUserSlice.selectors;
