// The store factory. The host creates the page's one store; a remote creates its own only in
// standalone mode. The api slice's middleware is added here and nowhere else.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { apiSlice } from '../api/apiSlice';
import { currentUserSlice } from '../session/currentUserSlice';
import { loadStoredUser, saveStoredUser } from '../session/currentUserStorage';

const rootReducer = combineSlices(apiSlice, currentUserSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface AppStoreOptions {
  /** Where the current user is kept; defaults to window.localStorage. */
  storage?: Storage;
}

export function createAppStore({ storage }: AppStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { currentUser: { user: loadStoredUser(storage) } },
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
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
