// Who holds which role in which school: one identity (a users row), a role per school.
import type { SchoolRole } from '@school/shared/types';
import type { Db } from '../db/database';

export async function findMembershipRole(db: Db, userId: number, schoolId: number): Promise<SchoolRole | undefined> {
  const row = await db.selectFrom('school_memberships').select('role').where('user_id', '=', userId).where('school_id', '=', schoolId).executeTakeFirst();
  return row?.role as SchoolRole | undefined;
}

/** Gives the user `role` in the school, replacing the one held there. */
export async function setMembership(db: Db, userId: number, schoolId: number, role: SchoolRole): Promise<void> {
  await db.deleteFrom('school_memberships').where('user_id', '=', userId).where('school_id', '=', schoolId).execute();
  await db.insertInto('school_memberships').values({ user_id: userId, school_id: schoolId, role }).execute();
}
