// Creating or resetting an ADMIN, shared by the first start and the `admin` command.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { deleteSessionsOfUser } from '../repositories/sessionsRepository';
import { findUserByUsername, insertUser, updateRoleAndPassword } from '../repositories/usersRepository';
import { hashPassword, type ScryptParams } from './passwords';

/** 20 characters from a 64-letter alphabet: 120 random bits. */
export const generatePassword = () => randomBytes(15).toString('base64url');

export interface AdminAccountResult {
  created: boolean;
}

/** Makes `username` an ADMIN with this password; an existing user is promoted and signed out. */
export async function createOrResetAdmin(
  db: Db,
  username: string,
  password: string,
  hashing: ScryptParams,
  now: number,
): Promise<AdminAccountResult> {
  const passwordHash = await hashPassword(password, hashing);
  const existing = await findUserByUsername(db, username);
  if (existing) {
    await updateRoleAndPassword(db, existing.user.id, 'ADMIN', passwordHash);
    await deleteSessionsOfUser(db, existing.user.id);
    return { created: false };
  }
  await insertUser(db, { username, firstName: 'Admin', lastName: 'Admin', role: 'ADMIN', passwordHash }, now);
  return { created: true };
}
