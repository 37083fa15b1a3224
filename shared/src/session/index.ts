export { CURRENT_USER_KEY, loadStoredUser, saveStoredUser } from './currentUserStorage';
export {
  currentUserSlice,
  selectCurrentUser,
  selectExpiryReports,
  selectIsAdmin,
  selectSessionExpired,
  sessionExpired,
  userSignedIn,
  userSignedOut,
} from './currentUserSlice';
export { useCurrentUser, useExpiryReports, useIsAdmin, useSessionExpired } from './hooks';
export { sessionTexts } from './sessionTexts';
export { clearAllDrafts, clearDraft, loadDraft, saveDraft } from './drafts';
export { useSignInForm, type SignInForm } from './useSignInForm';
