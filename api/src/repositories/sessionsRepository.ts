// Data access for sessions, kept in the database so several API processes share them.
import type { User } from '@school/shared/types';
import type { Db } from '../db/database';
import type { Tenant } from '../tenancy/tenant';
import { toUser } from './usersRepository';

/** Where a session was made: it counts only on a host of the same tenant. */
const scopeOf = (tenant: Tenant) => ({
  school_id: tenant.kind === 'school' ? tenant.school.id : null,
  platform: tenant.kind === 'platform' ? 1 : 0,
});

export interface StoredSession {
  idHash: string;
  createdAt: number;
  lastSeenAt: number;
  user: User;
}

export async function insertSession(db: Db, idHash: string, userId: number, now: number, tenant: Tenant): Promise<void> {
  await db.insertInto('sessions').values({ id_hash: idHash, user_id: userId, created_at: now, last_seen_at: now, ...scopeOf(tenant) }).execute();
}

/**
 * The session, if it was made on a host of this tenant; its user carries the role the tenant
 * gives: a school's membership on a school's host, PLATFORM_ADMIN on the platform's.
 */
export async function findSession(db: Db, idHash: string, tenant: Tenant): Promise<StoredSession | undefined> {
  const scope = scopeOf(tenant);
  let query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.platform', '=', scope.platform);
  query = scope.school_id === null ? query.where('sessions.school_id', 'is', null) : query.where('sessions.school_id', '=', scope.school_id);
  if (tenant.kind === 'platform') query = query.where('users.role', '=', 'PLATFORM_ADMIN');
  const row = await (tenant.kind === 'school'
    ? query
        .innerJoin('school_memberships', (join) => join.onRef('school_memberships.user_id', '=', 'users.id').onRef('school_memberships.school_id', '=', 'sessions.school_id'))
        .select('school_memberships.role as role')
    : query.select('users.role as role')
  )
    .select([
      'sessions.id_hash',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
    ])
    .where('sessions.id_hash', '=', idHash)
    // A disabled account's sessions are deleted when it is disabled; this keeps one that raced it out.
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  return (
    row && {
      idHash: row.id_hash,
      createdAt: Number(row.created_at),
      lastSeenAt: Number(row.last_seen_at),
      user: toUser(row),
    }
  );
}

export async function touchSession(db: Db, idHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Removes sessions past either timeout, so the table does not grow without bound. */
export async function deleteExpiredSessions(db: Db, idleBefore: number, createdBefore: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
    .execute();
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Ends every session of the user but `keptIdHash` (the one asking); answers how many ended. */
export async function deleteOtherSessionsOfUser(db: Db, userId: number, keptIdHash: string | undefined): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keptIdHash !== undefined) query = query.where('id_hash', '!=', keptIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
