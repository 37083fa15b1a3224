export { CURRENT_USER_KEY, loadStoredUser, saveStoredUser } from './currentUserStorage';
export {
  currentUserSlice,
  selectCurrentUser,
  selectIsAdmin,
  sessionExpired,
  userSignedIn,
  userSignedOut,
} from './currentUserSlice';
export { useCurrentUser, useExpiryReports, useIsAdmin, useSessionExpired, useSignedOut } from './hooks';
