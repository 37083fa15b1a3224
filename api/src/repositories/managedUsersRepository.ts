// Data access for user management (ADMIN): the paged, searchable list, one user, a partial change,
// and the count that keeps one enabled ADMIN. Never reads a password hash out. On a platform a
// school's ADMIN manages that school's members only (`schoolId`): their role is the membership's,
// and an account is listed, found or changed only through its membership there.
import { sql } from 'kysely';
import type { ManagedUser, Page, SchoolRole, UserSort } from '@school/shared/types';
import type { Db } from '../db/database';
import { containsPattern } from '../db/likePattern';

const accountColumns = ['users.id', 'users.username', 'users.first_name', 'users.last_name', 'users.disabled'] as const;

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

/** The accounts a school's ADMIN manages, each with its role there: every account on a single install (null). */
function managedAccounts(db: Db, schoolId: number | null) {
  if (schoolId === null) return db.selectFrom('users').select([...accountColumns, 'users.role']);
  return db
    .selectFrom('users')
    .innerJoin('school_memberships', (join) => join.onRef('school_memberships.user_id', '=', 'users.id').on('school_memberships.school_id', '=', schoolId))
    .select([...accountColumns, 'school_memberships.role']);
}

export async function listManagedUsers(db: Db, { q, sort, page, pageSize }: UserListOptions, schoolId: number | null): Promise<Page<ManagedUser>> {
  let query = managedAccounts(db, schoolId);
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
  let ordered = query;
  if (key === 'name') ordered = ordered.orderBy('users.last_name', direction).orderBy('users.first_name', direction);
  if (key === 'role') ordered = ordered.orderBy('role', direction);
  ordered = ordered.orderBy('users.username_key', key === 'username' ? direction : 'asc');
  const [rows, count] = await Promise.all([
    ordered.limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom(query.as('managed')).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toManagedUser), total: Number(count.total), page, pageSize };
}

export async function findManagedUser(db: Db, id: number, schoolId: number | null): Promise<ManagedUser | undefined> {
  const row = await managedAccounts(db, schoolId).where('users.id', '=', id).executeTakeFirst();
  return row && toManagedUser(row);
}

/** Whether the account holds a role in a school other than `schoolId` (its password and its being enabled are then not that school's to change). */
export async function isSharedAccount(db: Db, id: number, schoolId: number): Promise<boolean> {
  const other = await db.selectFrom('school_memberships').select('school_id').where('user_id', '=', id).where('school_id', '!=', schoolId).executeTakeFirst();
  return other !== undefined;
}

export async function findPasswordHash(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash;
}

export interface UserChange {
  role?: SchoolRole;
  disabled?: boolean;
  passwordHash?: string;
}

/** Changes the account (its password, whether it is enabled) and its role: the school's membership's on a platform, the account's own on a single install. */
export async function updateManagedUser(db: Db, id: number, change: UserChange, schoolId: number | null): Promise<ManagedUser | undefined> {
  const account = {
    ...(schoolId === null && change.role !== undefined && { role: change.role }),
    ...(change.disabled !== undefined && { disabled: change.disabled ? 1 : 0 }),
    ...(change.passwordHash !== undefined && { password_hash: change.passwordHash }),
  };
  if (Object.keys(account).length > 0) await db.updateTable('users').set(account).where('id', '=', id).execute();
  if (schoolId !== null && change.role !== undefined) {
    await db.updateTable('school_memberships').set({ role: change.role }).where('user_id', '=', id).where('school_id', '=', schoolId).execute();
  }
  return findManagedUser(db, id, schoolId);
}

export async function countEnabledAdmins(db: Db, schoolId: number | null): Promise<number> {
  const row = await db
    .selectFrom(managedAccounts(db, schoolId).as('managed'))
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'ADMIN')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
