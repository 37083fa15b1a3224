import type { User } from '@school/shared';
import { guardDecision, isAdminPath, shellFor } from './access';

const user = (role: User['role']): User => ({ id: 1, username: 'u', firstName: 'A', lastName: 'B', role, token: '' });

describe('the admin guard', () => {
  it('sends a visitor without a user to /login', () => {
    expect(guardDecision(null)).toBe('login');
  });
  it('sends a USER or MANAGER to /401', () => {
    expect(guardDecision(user('USER'))).toBe('unauthorized');
    expect(guardDecision(user('MANAGER'))).toBe('unauthorized');
  });
  it('lets an ADMIN in', () => {
    expect(guardDecision(user('ADMIN'))).toBe('allow');
  });
});

describe('the shell choice', () => {
  it('gives the admin shell only on admin routes and only to an ADMIN', () => {
    expect(shellFor('/admin/teachers', user('ADMIN'))).toBe('admin');
    expect(shellFor('/admin/teachers/', user('ADMIN'))).toBe('admin');
    expect(shellFor('/home', user('ADMIN'))).toBe('public');
    expect(shellFor('/404', user('ADMIN'))).toBe('public');
    expect(shellFor('/admin/teachers', user('USER'))).toBe('public');
    expect(shellFor('/admin/teachers', null)).toBe('public');
  });
  it('knows the admin paths', () => {
    expect(isAdminPath('/admin/dashboard')).toBe(true);
    expect(isAdminPath('/admin/unknown')).toBe(false);
    expect(isAdminPath('/login')).toBe(false);
  });
});
