// The admin shell's top bar: a link back to the public site, and the auth remote's SignInAgain
// only while the session is expired.
import { act, screen, within } from '@testing-library/react';
import { CURRENT_USER_KEY, sessionExpired, type User } from '@school/shared';
import { adminRouteRoles } from '@school/shared/routing';
import { renderWithProviders, setupMockApi } from '@school/shared/testing';
import { AdminShell } from './AdminShell';
import { adminMenu, adminMenuFor } from './adminMenu';

jest.mock('../sections/RemoteAuthPart', () => ({ RemoteAuthPart: ({ name }: { name: string }) => <p>{`auth:${name}`}</p> }));

setupMockApi();

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };

it('links back to the public site, and makes room for signing in again once the session ended', () => {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
  const { store } = renderWithProviders(<AdminShell>All Subjects</AdminShell>, { route: '/admin/subjects' });
  expect(screen.getByRole('link', { name: 'View public site' })).toHaveAttribute('href', '/home');
  expect(screen.queryByText('auth:SignInAgain')).not.toBeInTheDocument();
  act(() => {
    store.dispatch(sessionExpired());
  });
  expect(screen.getByText('auth:SignInAgain')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('All Subjects');
});

it('links to the account page, and draws the menu of the signed-in role', () => {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
  renderWithProviders(<AdminShell>All Users</AdminShell>, { route: '/admin/users' });
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/cont');
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  // The labels and their order are pinned in adminMenu.test.ts.
  expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(adminMenuFor('ADMIN').map((entry) => entry.label));
  expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
});

it('shows a MANAGER none of the ADMIN\'s entries, Needs attention first', () => {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ ...admin, role: 'MANAGER' }));
  renderWithProviders(<AdminShell>News</AdminShell>, { route: '/admin/news' });
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  const adminOnly = adminMenu.filter((entry) => !adminRouteRoles[entry.path].includes('MANAGER'));
  expect(adminOnly.length).toBeGreaterThan(0);
  for (const { label } of adminOnly) expect(within(menu).queryByRole('link', { name: label })).not.toBeInTheDocument();
  expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('Needs attention');
  expect(within(menu).getByRole('link', { name: 'Needs attention' })).toHaveAttribute('href', '/admin/needs-attention');
});
