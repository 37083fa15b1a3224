// The role a user holds on the request's host: the account's own on a single-school install, the
// membership's on a school's host, PLATFORM_ADMIN (and nothing else) on the platform's host.
import type { User } from '@school/shared/types';
import { PLATFORM_ROLE } from '@school/shared/types';
import type { Db } from '../db/database';
import { findMembershipRole } from '../repositories/membershipsRepository';
import type { Tenant } from './tenant';

/** The user as this tenant sees them, or undefined when they hold no role here (sign-in refused). */
export async function userInTenant(db: Db, user: User, tenant: Tenant): Promise<User | undefined> {
  if (tenant.kind === 'platform') return user.role === PLATFORM_ROLE ? user : undefined;
  if (tenant.kind === 'single') return user.role === PLATFORM_ROLE ? undefined : user;
  const role = await findMembershipRole(db, user.id, tenant.school.id);
  return role && { ...user, role };
}
