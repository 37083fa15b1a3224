import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore } from './createAppStore';
import { userApi } from '../api/endpoints/userEndpoints';
import { subjectsApi } from '../api/endpoints/subjectsEndpoints';
import { getErrorMessage } from '../api/errors';
import { CURRENT_USER_KEY } from '../session/currentUserStorage';
import type { Subject, User } from '../types';

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };
const api = (path: string) => `http://localhost/api${path}`;

let subjects: Subject[];
/** The server's rows: the writes change them, and the lists refetch them. */
let rows: Subject[];
const seen: { xsrf: string | null; authorization: string | null } = { xsrf: null, authorization: null };

const server = setupServer(
  http.get(api('/user/login'), ({ request }) => {
    seen.authorization = request.headers.get('authorization');
    return HttpResponse.json(admin);
  }),
  http.get(api('/user/me'), () => HttpResponse.json({ message: 'Authentication required.' }, { status: 401 })),
  http.get(api('/school/subjects'), () => HttpResponse.json(rows)),
  http.post(api('/school/subjects'), async ({ request }) => {
    seen.xsrf = request.headers.get('x-xsrf-token');
    const { name } = (await request.json()) as { name: string };
    rows = [...rows, { id: 3, name }];
    return HttpResponse.json({ id: 3, name }, { status: 201 });
  }),
  http.delete(api('/school/subjects/:id'), ({ params }) => {
    if (params.id === '1') return HttpResponse.json({ message: 'Subject is taught by 1 teacher: Pop Ana.' }, { status: 409 });
    rows = rows.filter((row) => String(row.id) !== params.id);
    return new HttpResponse('Subject deleted.', { headers: { 'content-type': 'text/plain' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=token-123; path=/';
  subjects = [
    { id: 1, name: 'Matematică' },
    { id: 2, name: 'Istorie' },
  ];
  rows = [...subjects];
});

/** Resolves once the cached subjects list has refetched after a write invalidated it. */
async function listRefreshed(store: ReturnType<typeof createAppStore>) {
  const refetch = store.dispatch(subjectsApi.endpoints.getSubjects.initiate());
  await refetch;
  refetch.unsubscribe();
}

describe('the app store', () => {
  it('signs in with HTTP Basic and keeps the user under "currentUser"', async () => {
    const store = createAppStore();
    await store.dispatch(userApi.endpoints.login.initiate({ username: 'admin', password: 'parolă' }));
    expect(seen.authorization).toBe(`Basic ${Buffer.from('admin:parolă').toString('base64')}`);
    expect(store.getState().currentUser.user).toEqual(admin);
    expect(JSON.parse(localStorage.getItem(CURRENT_USER_KEY) ?? 'null')).toEqual(admin);
  });

  it('drops a stored user the server does not recognise', async () => {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
    const store = createAppStore();
    expect(store.getState().currentUser.user).toEqual(admin);
    await store.dispatch(userApi.endpoints.getCurrentUser.initiate());
    expect(store.getState().currentUser.user).toBeNull();
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
  });

  it('sends the XSRF token on writes and the cached list then shows the created row', async () => {
    const store = createAppStore();
    const list = store.dispatch(subjectsApi.endpoints.getSubjects.initiate());
    await list;
    await store.dispatch(subjectsApi.endpoints.addSubject.initiate({ name: 'Fizică' }));
    await listRefreshed(store);
    expect(seen.xsrf).toBe('token-123');
    expect(subjectsApi.endpoints.getSubjects.select()(store.getState()).data).toEqual([
      ...subjects,
      { id: 3, name: 'Fizică' },
    ]);
    list.unsubscribe();
  });

  it('removes a deleted row, and keeps it with the server message when the delete is refused', async () => {
    const store = createAppStore();
    const list = store.dispatch(subjectsApi.endpoints.getSubjects.initiate());
    await list;
    const deleted = await store.dispatch(subjectsApi.endpoints.deleteSubject.initiate(2));
    expect(deleted.data).toBe('Subject deleted.');
    const refused = await store.dispatch(subjectsApi.endpoints.deleteSubject.initiate(1));
    await listRefreshed(store);
    expect(getErrorMessage(refused.error)).toBe('Subject is taught by 1 teacher: Pop Ana.');
    expect(subjectsApi.endpoints.getSubjects.select()(store.getState()).data).toEqual([{ id: 1, name: 'Matematică' }]);
    list.unsubscribe();
  });
});
