import { adminPaths, adminRouteRoles, mayOpen } from '@school/shared/routing';
import { adminHomeFor, adminMenu, adminMenuFor } from './adminMenu';

describe('the admin menu', () => {
  it('has one entry per admin route', () => {
    expect(adminMenu.map((entry) => entry.path).sort()).toEqual([...adminPaths].sort());
  });

  it('shows an ADMIN every entry, the spec\'s five first, then Needs attention and the content screens, then Users and Audit log', () => {
    expect(adminMenuFor('ADMIN').map((entry) => entry.label)).toEqual([
      'Home',
      'About us',
      'Classes',
      'Subjects',
      'Teachers',
      'Needs attention',
      'News',
      'Pages',
      'Documents',
      'Galleries',
      'Events',
      'Media',
      'Messages',
      'Trash',
      'Users',
      'Audit log',
    ]);
    expect(adminHomeFor('ADMIN')).toBe('/admin/dashboard');
  });

  it('shows a MANAGER only the content screens their role may open, none of the ADMIN\'s', () => {
    const labels = adminMenuFor('MANAGER').map((entry) => entry.label);
    const adminOnly = adminMenu.filter((entry) => !adminRouteRoles[entry.path].includes('MANAGER')).map((entry) => entry.label);
    expect(adminOnly).toEqual(['Home', 'About us', 'Classes', 'Subjects', 'Teachers', 'Users', 'Audit log', 'Schools']);
    for (const label of adminOnly) expect(labels).not.toContain(label);
    expect(labels).toContain('Messages');
    expect(adminMenuFor('MANAGER').every((entry) => mayOpen('MANAGER', entry.path))).toBe(true);
    expect(adminMenuFor('MANAGER')).toEqual(adminMenu.filter((entry) => mayOpen('MANAGER', entry.path)));
  });

  it('leads a MANAGER to Needs attention, the dashboard\'s list of what to fix, while the dashboard stays the ADMIN\'s', () => {
    expect(adminMenuFor('MANAGER')[0]).toEqual({ label: 'Needs attention', path: 'admin/needs-attention' });
    expect(adminHomeFor('MANAGER')).toBe('/admin/needs-attention');
    expect(mayOpen('MANAGER', 'admin/dashboard')).toBe(false);
  });

  it('shows a PLATFORM_ADMIN the platform\'s console alone, and leads them there', () => {
    expect(adminMenuFor('PLATFORM_ADMIN')).toEqual([{ label: 'Schools', path: 'admin/platform/schools' }]);
    expect(adminHomeFor('PLATFORM_ADMIN')).toBe('/admin/platform/schools');
  });

  it('shows a USER nothing and leads them nowhere', () => {
    expect(adminMenuFor('USER')).toEqual([]);
    expect(adminHomeFor('USER')).toBeUndefined();
  });
});
