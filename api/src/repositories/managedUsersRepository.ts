// Data access for user management (ADMIN): the paged, searchable list, one user, a partial change,
// and the count that keeps one enabled ADMIN. Never reads a password hash out.
import { sql } from 'kysely';
import type { ManagedUser, Page, SchoolRole, UserSort } from '@school/shared/types';
import type { Db } from '../db/database';
import { containsPattern } from '../db/likePattern';

const managedColumns = ['id', 'username', 'first_name', 'last_name', 'role', 'disabled'] as const;

type ManagedRow = { id: number; username: string; first_name: string; last_name: string; role: string; disabled: number };

const toManagedUser = (row: ManagedRow): ManagedUser => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role as SchoolRole,
  disabled: Boolean(row.disabled),
});

export interface UserListOptions {
  q: string;
  sort: UserSort;
  page: number;
  pageSize: number;
}

export async function listManagedUsers(db: Db, { q, sort, page, pageSize }: UserListOptions): Promise<Page<ManagedUser>> {
  let query = db.selectFrom('users');
  if (q) {
    query = query.where((eb) =>
      eb.or([
        eb('username_key', 'like', containsPattern(q)),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', containsPattern(q)),
        eb(sql<string>`lower(last_name || ' ' || first_name)`, 'like', containsPattern(q)),
      ]),
    );
  }
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const key = sort.replace('-', '');
  let ordered = query.select(managedColumns);
  if (key === 'name') ordered = ordered.orderBy('last_name', direction).orderBy('first_name', direction);
  if (key === 'role') ordered = ordered.orderBy('role', direction);
  ordered = ordered.orderBy('username_key', key === 'username' ? direction : 'asc');
  const [rows, count] = await Promise.all([
    ordered.limit(pageSize).offset((page - 1) * pageSize).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toManagedUser), total: Number(count.total), page, pageSize };
}

export async function findManagedUser(db: Db, id: number): Promise<ManagedUser | undefined> {
  const row = await db.selectFrom('users').select(managedColumns).where('id', '=', id).executeTakeFirst();
  return row && toManagedUser(row);
}

export async function findPasswordHash(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash;
}

export interface UserChange {
  role?: SchoolRole;
  disabled?: boolean;
  passwordHash?: string;
}

export async function updateManagedUser(db: Db, id: number, change: UserChange): Promise<ManagedUser | undefined> {
  const row = await db
    .updateTable('users')
    .set({
      ...(change.role !== undefined && { role: change.role }),
      ...(change.disabled !== undefined && { disabled: change.disabled ? 1 : 0 }),
      ...(change.passwordHash !== undefined && { password_hash: change.passwordHash }),
    })
    .where('id', '=', id)
    .returning(managedColumns)
    .executeTakeFirst();
  return row && toManagedUser(row);
}

export async function countEnabledAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'ADMIN')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
