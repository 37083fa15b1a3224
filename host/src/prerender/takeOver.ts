// Before the host hydrates a pre-rendered page: the page's API answers go into the store (RTK
// Query's upsertQueryEntries, so no request is repeated) and the page's remote module is loaded,
// so that the hydration draws the very page the snapshot shows.
import { apiSlice, routeOf, type AppStore } from '@school/shared';
import { preloadPage } from '../sections/SectionRoute';
import type { SnapshotData } from './snapshotData';
import { yieldToMain } from './yieldToMain';

type UpsertEntries = Parameters<typeof apiSlice.util.upsertQueryEntries>[0];

export function hydrateStore(store: AppStore, snapshot: SnapshotData): void {
  const entries = snapshot.queries.map(({ endpointName, arg, data }) => ({ endpointName, arg, value: data }));
  if (entries.length > 0) store.dispatch(apiSlice.util.upsertQueryEntries(entries as unknown as UpsertEntries));
}

/** Loads what the first render of the snapshot's page needs; a failure leaves it to the live path. */
export async function prepareTakeOver(store: AppStore, snapshot: SnapshotData): Promise<void> {
  hydrateStore(store, snapshot);
  await yieldToMain();
  const route = routeOf(snapshot.path);
  if (!route || route.owner === 'host') return;
  try {
    await preloadPage(route.owner, route.path);
  } catch {
    // The section's error boundary shows the failure (with Retry) once the app renders.
  }
}

/**
 * What the page was drawn with, for the hydration (react-redux's `serverState`): the store's state
 * without the session, as the renderer is an anonymous visitor. A browser that has signed in before
 * gets its session UI right after, from the store itself.
 */
export function snapshotState(store: AppStore): ReturnType<AppStore['getState']> {
  const state = store.getState();
  return { ...state, currentUser: { ...state.currentUser, user: null } };
}
