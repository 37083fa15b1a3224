import type { User } from '@school/shared';
import { adminPaths, adminRouteRoles } from '@school/shared/routing';
import { guardDecision, isAdminPath, rolesOf, shellFor } from './access';

const user = (role: User['role']): User => ({ id: 1, username: 'u', firstName: 'A', lastName: 'B', role, token: '' });

const SPEC_ADMIN_ROUTES = ['admin/dashboard', 'admin/subjects', 'admin/teachers', 'admin/classes', 'admin/about-us'];

describe('the admin guard', () => {
  it('sends a visitor without a user to /login', () => {
    expect(guardDecision(null)).toBe('login');
    expect(guardDecision(null, rolesOf('/admin/users'))).toBe('login');
  });
  it('keeps the spec\'s five routes, users and the audit log ADMIN-only: a USER or MANAGER goes to /401', () => {
    for (const path of [...SPEC_ADMIN_ROUTES, 'admin/users', 'admin/audit-log']) {
      expect(guardDecision(user('USER'), rolesOf(`/${path}`))).toBe('unauthorized');
      expect(guardDecision(user('MANAGER'), rolesOf(`/${path}`))).toBe('unauthorized');
      expect(guardDecision(user('ADMIN'), rolesOf(`/${path}`))).toBe('allow');
    }
  });
  it('lets an ADMIN into every admin route of the school and a USER into none', () => {
    for (const path of adminPaths.filter((name) => !name.startsWith('admin/platform/'))) {
      expect(guardDecision(user('ADMIN'), rolesOf(`/${path}`))).toBe('allow');
      expect(guardDecision(user('USER'), rolesOf(`/${path}`))).toBe('unauthorized');
    }
  });
  it('lets only a PLATFORM_ADMIN into the platform\'s console, and a PLATFORM_ADMIN into no school\'s screen', () => {
    expect(guardDecision(user('PLATFORM_ADMIN'), rolesOf('/admin/platform/schools'))).toBe('allow');
    for (const role of ['USER', 'MANAGER', 'ADMIN'] as const) expect(guardDecision(user(role), rolesOf('/admin/platform/schools'))).toBe('unauthorized');
    expect(guardDecision(user('PLATFORM_ADMIN'), rolesOf('/admin/dashboard'))).toBe('unauthorized');
  });
  it('admits on each route exactly the roles of the shared table, and no route admits a USER', () => {
    for (const path of adminPaths) {
      expect(rolesOf(`/${path}/`)).toBe(adminRouteRoles[path]);
      expect(adminRouteRoles[path]).not.toContain('USER');
      if (adminRouteRoles[path].includes('MANAGER')) expect(SPEC_ADMIN_ROUTES).not.toContain(path);
    }
  });
});

describe('the shell choice', () => {
  it('gives the admin shell only on admin routes and only to a role the route admits', () => {
    expect(shellFor('/admin/teachers', user('ADMIN'))).toBe('admin');
    expect(shellFor('/admin/teachers/', user('ADMIN'))).toBe('admin');
    expect(shellFor('/home', user('ADMIN'))).toBe('public');
    expect(shellFor('/404', user('ADMIN'))).toBe('public');
    expect(shellFor('/admin/teachers', user('USER'))).toBe('public');
    expect(shellFor('/admin/teachers', user('MANAGER'))).toBe('public');
    expect(shellFor('/admin/teachers', null)).toBe('public');
  });
  it('knows the admin paths', () => {
    expect(isAdminPath('/admin/dashboard')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/admin/unknown')).toBe(false);
    expect(isAdminPath('/login')).toBe(false);
  });
});
