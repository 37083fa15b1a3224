// Pure decisions the router makes, kept apart from React so they are tested directly. Who may open
// each admin route is shared's adminRouteRoles (sitePaths.ts), read here, by the menu and the tests.
import type { Role, User } from '@school/shared';
import { ADMIN_ONLY, adminRouteRoles, routeOf, type AdminPath } from '@school/shared/routing';

export type GuardDecision = 'allow' | 'login' | 'unauthorized';

/** Spec section 4: no user → /login; a role not among the route's roles → /401. */
export function guardDecision(user: User | null, allowedRoles: readonly Role[] = ADMIN_ONLY): GuardDecision {
  if (!user) return 'login';
  return allowedRoles.includes(user.role) ? 'allow' : 'unauthorized';
}

/** The admin route of an address, undefined off the admin routes. */
export function adminPathOf(pathname: string): AdminPath | undefined {
  const route = routeOf(pathname);
  return route?.owner === 'admin' ? (route.path as AdminPath) : undefined;
}

export function isAdminPath(pathname: string): boolean {
  return adminPathOf(pathname) !== undefined;
}

/** The roles an admin address admits (ADMIN alone for an address off the table). */
export const rolesOf = (pathname: string): readonly Role[] => {
  const path = adminPathOf(pathname);
  return path ? adminRouteRoles[path] : ADMIN_ONLY;
};

export type ShellName = 'public' | 'admin';

/** decisions.md: the admin shell on an admin route for a user that route admits, the public shell everywhere else. */
export function shellFor(pathname: string, user: User | null): ShellName {
  return isAdminPath(pathname) && guardDecision(user, rolesOf(pathname)) === 'allow' ? 'admin' : 'public';
}
