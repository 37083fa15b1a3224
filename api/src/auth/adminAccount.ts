// Creating or resetting an ADMIN, shared by the first start and the `admin` command.
import { randomBytes } from 'node:crypto';
import { PLATFORM_ROLE } from '@school/shared/types';
import type { Db } from '../db/database';
import { auditChanges } from '../audit/auditFields';
import { userAudit } from '../audit/entityAudit';
import { recordAudit } from '../repositories/auditLogRepository';
import { deleteSessionsOfUser } from '../repositories/sessionsRepository';
import { findUserByUsername, insertUser, updateRoleAndPassword } from '../repositories/usersRepository';
import { hashPassword, type ScryptParams } from './passwords';

/** 20 characters from a 64-letter alphabet: 120 random bits. */
export const generatePassword = () => randomBytes(15).toString('base64url');

export interface AdminAccountResult {
  created: boolean;
}

/** Who the audit log names for the first start and the `admin` command: nobody signed in. */
export const SERVER_ACTOR = { id: null, username: '(server)' } as const;

/**
 * Makes `username` an ADMIN (or the platform's PLATFORM_ADMIN) with this password; an existing
 * user is promoted, enabled and signed out.
 */
export async function createOrResetAdmin(
  db: Db,
  username: string,
  password: string,
  hashing: ScryptParams,
  now: number,
  role: 'ADMIN' | typeof PLATFORM_ROLE = 'ADMIN',
): Promise<AdminAccountResult> {
  const passwordHash = await hashPassword(password, hashing);
  const existing = await findUserByUsername(db, username);
  if (existing) {
    await updateRoleAndPassword(db, existing.user.id, role, passwordHash);
    await deleteSessionsOfUser(db, existing.user.id);
    const changes = auditChanges(userAudit, { role: existing.user.role, disabled: existing.disabled, password: false }, { role, disabled: false, password: true });
    await recordAudit(db, { actor: SERVER_ACTOR, action: 'UPDATE', itemType: 'user', itemId: existing.user.id, itemLabel: username, changes }, now);
    return { created: false };
  }
  const created = await insertUser(db, { username, firstName: 'Admin', lastName: 'Admin', role, passwordHash }, now);
  await recordAudit(db, { actor: SERVER_ACTOR, action: 'CREATE', itemType: 'user', itemId: created.id, itemLabel: username, changes: auditChanges(userAudit, undefined, { role }) }, now);
  return { created: true };
}
