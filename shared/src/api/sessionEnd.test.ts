// How the page reads the API's word that a session has ended: a refused save keeps the signed-in
// user (the screen keeps what was typed) and marks the session expired; the session check itself
// answering 401 signs out; a write refused for a stale XSRF token goes once more with the fresh
// one; signing in again (here or in another tab) ends the expiry and keeps the cache.
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore } from '../store/createAppStore';
import { CURRENT_USER_KEY } from '../session/currentUserStorage';
import type { User } from '../types';
import { subjectsApi } from './endpoints/subjectsEndpoints';
import { userApi } from './endpoints/userEndpoints';

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };
const api = (path: string) => `http://localhost/api${path}`;
const expired = () => HttpResponse.json({ message: 'Authentication required.' }, { status: 401 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
});

it('keeps the signed-in user and marks the session expired when a save is refused with 401', async () => {
  server.use(http.put(api('/school/subjects/:id'), expired));
  const store = createAppStore();
  const result = await store.dispatch(subjectsApi.endpoints.updateSubject.initiate({ id: 1, name: 'Fizică' }));
  expect(result.error).toMatchObject({ status: 401 });
  expect(store.getState().currentUser).toMatchObject({ user: admin, sessionExpired: true, expiryReports: 1 });
  expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(admin);
});

it('signs out when the session check itself answers 401', async () => {
  server.use(http.get(api('/user/me'), expired));
  const store = createAppStore();
  await store.dispatch(userApi.endpoints.getCurrentUser.initiate());
  expect(store.getState().currentUser).toMatchObject({ user: null, sessionExpired: false });
});

/** The subject save refused once for its XSRF token (the API then sets a fresh one), answered by `then` after; answers the tokens sent. */
function refuseFirstWriteWithFreshToken(then: () => Response): (string | null)[] {
  const tokens: (string | null)[] = [];
  server.use(
    http.put(api('/school/subjects/:id'), ({ request }) => {
      tokens.push(request.headers.get('x-xsrf-token'));
      if (tokens.length > 1) return then();
      document.cookie = 'XSRF-TOKEN=token-2; path=/';
      return HttpResponse.json({ message: 'Invalid or missing XSRF token.' }, { status: 403 });
    }),
  );
  return tokens;
}

it('sends a write refused for a stale XSRF token once more with the fresh token', async () => {
  const tokens = refuseFirstWriteWithFreshToken(expired);
  const store = createAppStore();
  await store.dispatch(subjectsApi.endpoints.updateSubject.initiate({ id: 1, name: 'Fizică' }));
  expect(tokens).toEqual(['token-1', 'token-2']);
  expect(store.getState().currentUser.sessionExpired).toBe(true);
});

it('sends a first write, made before any read gave the page a token, once more with the token its refusal set', async () => {
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  const tokens = refuseFirstWriteWithFreshToken(() => HttpResponse.json({ id: 1, name: 'Fizică' }));
  const store = createAppStore();
  const result = await store.dispatch(subjectsApi.endpoints.updateSubject.initiate({ id: 1, name: 'Fizică' }));
  expect(tokens).toEqual([null, 'token-2']);
  expect(result.error).toBeUndefined();
});

it('does not repeat a write refused for another reason', async () => {
  let calls = 0;
  server.use(
    http.put(api('/school/subjects/:id'), () => {
      calls += 1;
      return HttpResponse.json({ message: 'Access denied.' }, { status: 403 });
    }),
  );
  const store = createAppStore();
  await store.dispatch(subjectsApi.endpoints.updateSubject.initiate({ id: 1, name: 'Fizică' }));
  expect(calls).toBe(1);
  expect(store.getState().currentUser).toMatchObject({ user: admin, sessionExpired: false });
});

it('ends the expiry on a new sign-in and reloads what failed, keeping the lists on screen', async () => {
  let listCalls = 0;
  server.use(
    http.get(api('/school/subjects'), () => {
      listCalls += 1;
      return HttpResponse.json([{ id: 1, name: 'Matematică' }]);
    }),
    http.put(api('/school/subjects/:id'), expired),
    http.get(api('/user/login'), () => HttpResponse.json(admin)),
  );
  const store = createAppStore();
  const list = store.dispatch(subjectsApi.endpoints.getSubjects.initiate());
  await list;
  await store.dispatch(subjectsApi.endpoints.updateSubject.initiate({ id: 1, name: 'Fizică' }));
  await store.dispatch(userApi.endpoints.login.initiate({ username: 'admin', password: 'parolă' }));
  expect(store.getState().currentUser).toMatchObject({ user: admin, sessionExpired: false });
  expect(subjectsApi.endpoints.getSubjects.select()(store.getState()).data).toEqual([{ id: 1, name: 'Matematică' }]);
  // The reload is started by the sign-in's invalidation; wait for it, then for it to settle.
  await waitFor(() => expect(listCalls).toBe(2));
  await Promise.all(store.dispatch(subjectsApi.util.getRunningQueriesThunk()));
  expect(listCalls).toBe(2);
  list.unsubscribe();
});

it('takes a sign-in in another tab as the end of the expiry', async () => {
  server.use(http.put(api('/school/subjects/:id'), expired));
  const store = createAppStore();
  await store.dispatch(subjectsApi.endpoints.updateSubject.initiate({ id: 1, name: 'Fizică' }));
  expect(store.getState().currentUser.sessionExpired).toBe(true);
  const again = JSON.stringify(admin);
  localStorage.setItem(CURRENT_USER_KEY, again);
  window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_KEY, newValue: again }));
  expect(store.getState().currentUser).toMatchObject({ user: admin, sessionExpired: false });
});
