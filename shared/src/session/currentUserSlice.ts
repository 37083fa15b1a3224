import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../types';

export interface CurrentUserState {
  user: User | null;
  /**
   * The API refused a call for want of a session while a user was signed in: the screen stays as
   * it is (nothing typed is lost) until the user signs in again.
   */
  sessionExpired: boolean;
  /** How many refusals said so: each one may ask for a sign-in again, even after a "not now". */
  expiryReports: number;
  /**
   * The user signed out in this tab (not a session the server no longer knows): an admin address
   * then leads to /login with no way back to it, and the next sign-in goes to /home.
   */
  signedOut: boolean;
}

const initialState: CurrentUserState = { user: null, sessionExpired: false, expiryReports: 0, signedOut: false };

export const currentUserSlice = createSlice({
  name: 'currentUser',
  initialState,
  reducers: {
    userSignedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.sessionExpired = false;
      state.signedOut = false;
    },
    /** The server no longer knows the session (GET /user/me answered 401). */
    userSignedOut(state) {
      state.user = null;
      state.sessionExpired = false;
    },
    /** The user signed out in this tab. */
    userSignedOutHere(state) {
      state.user = null;
      state.sessionExpired = false;
      state.signedOut = true;
    },
    sessionExpired(state) {
      if (!state.user) return;
      state.sessionExpired = true;
      state.expiryReports += 1;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAdmin: (state) => state.user?.role === 'ADMIN',
    selectSessionExpired: (state) => state.sessionExpired,
    selectExpiryReports: (state) => state.expiryReports,
    selectSignedOut: (state) => state.signedOut,
  },
});

export const { userSignedIn, userSignedOut, userSignedOutHere, sessionExpired } = currentUserSlice.actions;
export const { selectCurrentUser, selectIsAdmin } = currentUserSlice.selectors;
