// Invitations to hold a role in a school: stored by the hash of their token, used once, expiring.
import type { SchoolRole } from '@school/shared/types';
import type { Db } from '../db/database';

export interface StoredInvitation {
  schoolId: number;
  role: SchoolRole;
  expiresAt: number;
  acceptedAt: number | null;
}

export async function insertInvitation(db: Db, invitation: { tokenHash: string; schoolId: number; role: SchoolRole; now: number; expiresAt: number }): Promise<void> {
  await db
    .insertInto('school_invitations')
    .values({ token_hash: invitation.tokenHash, school_id: invitation.schoolId, role: invitation.role, created_at: invitation.now, expires_at: invitation.expiresAt })
    .execute();
}

export async function findInvitation(db: Db, tokenHash: string): Promise<StoredInvitation | undefined> {
  const row = await db.selectFrom('school_invitations').select(['school_id', 'role', 'expires_at', 'accepted_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return (
    row && {
      schoolId: row.school_id,
      role: row.role as SchoolRole,
      expiresAt: Number(row.expires_at),
      acceptedAt: row.accepted_at === null ? null : Number(row.accepted_at),
    }
  );
}

/** Marks the invitation used; false when another request used it first. */
export async function acceptInvitation(db: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await db.updateTable('school_invitations').set({ accepted_at: now }).where('token_hash', '=', tokenHash).where('accepted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
