// The store factory. The host creates the page's one store; a remote creates its own only in
// standalone mode. The api slice's middleware is added here and nowhere else.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { apiSlice } from '../api/apiSlice';
import { afterSignIn } from '../api/afterSignIn';
import { currentUserSlice } from '../session/currentUserSlice';
import { CURRENT_USER_KEY, loadStoredUser, saveStoredUser } from '../session/currentUserStorage';

const rootReducer = combineSlices(apiSlice, currentUserSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface AppStoreOptions {
  /** Where the current user is kept; defaults to window.localStorage. */
  storage?: Storage;
}

export function createAppStore({ storage }: AppStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { currentUser: { user: loadStoredUser(storage), sessionExpired: false, expiryReports: 0, signedOut: false } },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });

  let saved = store.getState().currentUser.user;
  store.subscribe(() => {
    const user = store.getState().currentUser.user;
    if (user !== saved) {
      saved = user;
      saveStoredUser(user, storage);
    }
  });

  // A sign-in in another tab of the site (the cookie is shared) counts here too: a screen waiting
  // for a new session after its own expired can save again. A sign-out elsewhere is left for the
  // API to report, so that nothing typed here is thrown away.
  if (typeof window !== 'undefined' && (storage ?? globalThis.localStorage) === globalThis.localStorage) {
    window.addEventListener('storage', (event) => {
      if (event.key !== CURRENT_USER_KEY || !event.newValue) return;
      const user = loadStoredUser(storage);
      const current = store.getState().currentUser;
      if (user && (current.sessionExpired || current.user?.id !== user.id)) afterSignIn(store.dispatch, current.user, user);
    });
  }
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
