// What a successful sign-in does to the page's store, whether it happened here (the login call)
// or in another tab (the stored user changed).
import type { Dispatch } from '@reduxjs/toolkit';
import type { User } from '../types';
import { userSignedIn } from '../session/currentUserSlice';
import { apiSlice } from './apiSlice';
import { TAG_TYPES } from './tags';

/**
 * The same user signing in again (after the session expired) keeps what is on screen and
 * reloads whatever failed meanwhile; anyone else starts from an empty cache, since cached
 * answers belong to the previous visitor's session.
 */
export function afterSignIn(dispatch: Dispatch, previous: User | null, user: User): void {
  if (previous?.id === user.id) dispatch(apiSlice.util.invalidateTags([...TAG_TYPES]));
  else dispatch(apiSlice.util.resetApiState());
  dispatch(userSignedIn(user));
}
