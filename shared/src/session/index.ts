export { CURRENT_USER_KEY, loadStoredUser, saveStoredUser } from './currentUserStorage';
export { currentUserSlice, selectCurrentUser, selectIsAdmin, userSignedIn, userSignedOut } from './currentUserSlice';
export { useCurrentUser, useIsAdmin } from './hooks';
