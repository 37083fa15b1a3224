// Pure decisions the router makes, kept apart from React so they are tested directly.
import type { User } from '@school/shared';
import { adminRoles, routeOf } from '@school/shared/routing';

export type GuardDecision = 'allow' | 'login' | 'unauthorized';

/** Spec section 4: no user → /login; a role not among the route's roles → /401. */
export function guardDecision(user: User | null, allowedRoles: readonly string[] = adminRoles): GuardDecision {
  if (!user) return 'login';
  return allowedRoles.includes(user.role) ? 'allow' : 'unauthorized';
}

export function isAdminPath(pathname: string): boolean {
  return routeOf(pathname)?.owner === 'admin';
}

export type ShellName = 'public' | 'admin';

/** decisions.md: the admin shell on admin routes for an ADMIN, the public shell everywhere else. */
export function shellFor(pathname: string, user: User | null): ShellName {
  return isAdminPath(pathname) && guardDecision(user) === 'allow' ? 'admin' : 'public';
}
