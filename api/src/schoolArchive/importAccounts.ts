// The school's accounts, written anew: on a platform each gets the archived role as its
// membership of the new school (the account itself a USER, as an invitation makes one); on a
// single-school install the role is the account's own. Password hashes come along (readSchoolRows.ts).
import { ROLES, type SchoolRole } from '@school/shared/types';
import { platformMessages } from '@school/shared/messages/platform';
import type { Db } from '../db/database';
import { setMembership } from '../repositories/membershipsRepository';
import { usernameKey } from '../repositories/usersRepository';
import { ArchiveRefusal } from './archiveRefusal';
import type { ArchivedRow } from './archivedTables';
import type { IdMaps } from './idMaps';

const isRole = (role: unknown): role is SchoolRole => (ROLES as readonly unknown[]).includes(role);

export async function insertAccounts(db: Db, accounts: readonly ArchivedRow[], schoolId: number | null, ids: IdMaps): Promise<void> {
  for (const account of accounts) {
    if (!isRole(account.role) || typeof account.username !== 'string' || typeof account.password_hash !== 'string') {
      throw new ArchiveRefusal(platformMessages.archive.damaged('an account'));
    }
    const { id } = await db
      .insertInto('users')
      .values({
        username: account.username,
        username_key: usernameKey(account.username),
        first_name: String(account.first_name ?? ''),
        last_name: String(account.last_name ?? ''),
        role: schoolId === null ? account.role : 'USER',
        password_hash: account.password_hash,
        disabled: Number(account.disabled) === 1 ? 1 : 0,
        created_at: Number(account.created_at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (schoolId !== null) await setMembership(db, id, schoolId, account.role);
    ids.set('users', Number(account.id), id);
  }
}
