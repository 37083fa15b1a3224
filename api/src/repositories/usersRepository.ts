// Data access for users. Usernames are matched without regard to case through username_key.
import type { Role, User } from '@school/shared/types';
import type { Db } from '../db/database';

export interface UserWithPassword {
  user: User;
  passwordHash: string;
  disabled: boolean;
}

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
}

export const usernameKey = (username: string) => username.trim().toLowerCase();

type UserRow = { id: number; username: string; first_name: string; last_name: string; role: string };

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role as Role,
  token: '',
});

const userColumns = ['id', 'username', 'first_name', 'last_name', 'role'] as const;

export async function findUserByUsername(db: Db, username: string): Promise<UserWithPassword | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...userColumns, 'password_hash', 'disabled'])
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  return row && { user: toUser(row), passwordHash: row.password_hash, disabled: Boolean(row.disabled) };
}

export async function insertUser(db: Db, user: NewUser, now: number): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      username_key: usernameKey(user.username),
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      password_hash: user.passwordHash,
      created_at: now,
    })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
  return toUser(row);
}

/** Also enables the account: the admin command is the way back in when every ADMIN is locked out. */
export async function updateRoleAndPassword(db: Db, id: number, role: Role, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ role, password_hash: passwordHash, disabled: 0 }).where('id', '=', id).execute();
}

export async function adminExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').limit(1).executeTakeFirst()) !== undefined;
}
