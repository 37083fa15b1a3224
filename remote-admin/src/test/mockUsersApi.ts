// In-memory GET /api/users (search, sort, page as the API does) and PUT /api/users/{id}, with the
// last enabled ADMIN kept, for the users screen's tests.
import { http, HttpResponse } from 'msw';
import { type ManagedUser } from '@school/shared';
import { API, server } from '@school/shared/testing';
import { usersMessages } from '@school/shared/messages/account';

export interface UsersApi {
  rows: ManagedUser[];
  /** The query string of each GET, and the body of each PUT. */
  lists: URLSearchParams[];
  puts: { id: number; body: Record<string, unknown> }[];
}

const sortKey = (user: ManagedUser, key: string) => (key === 'name' ? `${user.lastName} ${user.firstName}` : key === 'role' ? user.role : user.username);

export function mockUsersApi(initial: ManagedUser[]): UsersApi {
  const api: UsersApi = { rows: initial.map((row) => ({ ...row })), lists: [], puts: [] };
  server.use(
    http.get(`${API}/users`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      api.lists.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const sort = params.get('sort') ?? 'username';
      const key = sort.replace('-', '');
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 20);
      const found = api.rows
        .filter((user) => `${user.username} ${user.firstName} ${user.lastName}`.toLowerCase().includes(q))
        .sort((a, b) => sortKey(a, key).localeCompare(sortKey(b, key)) * (sort.startsWith('-') ? -1 : 1));
      return HttpResponse.json({ items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize });
    }),
    http.put(`${API}/users/:id`, async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      api.puts.push({ id, body });
      const user = api.rows.find((row) => row.id === id)!;
      const after = { ...user, ...(body.role !== undefined && { role: body.role as ManagedUser['role'] }), ...(body.disabled !== undefined && { disabled: Boolean(body.disabled) }) };
      const admins = api.rows.map((row) => (row.id === id ? after : row)).filter((row) => row.role === 'ADMIN' && !row.disabled);
      if (admins.length === 0) return HttpResponse.json({ message: usersMessages.lastAdmin }, { status: 409 });
      Object.assign(user, after);
      return HttpResponse.json(user);
    }),
  );
  return api;
}

export const users = (): ManagedUser[] => [
  { id: 1, username: 'director', firstName: 'Elena', lastName: 'Marin', role: 'ADMIN', disabled: false },
  { id: 2, username: 'ana.pop', firstName: 'Ana', lastName: 'Pop', role: 'USER', disabled: false },
  ...Array.from({ length: 12 }, (_, index) => ({
    id: 10 + index,
    username: `elev${String(index).padStart(2, '0')}`,
    firstName: 'Elev',
    lastName: `Numărul ${index}`,
    role: 'USER' as const,
    disabled: index === 0,
  })),
];
