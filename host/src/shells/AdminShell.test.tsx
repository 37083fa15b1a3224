// The admin shell's top bar: a link back to the public site, and the auth remote's SignInAgain
// only while the session is expired; its menu, in full on a desktop and behind `Menu` on a phone.
import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
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
  // A desktop shows the whole menu, with no button to open it.
  expect(within(menu).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
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

describe('the admin menu on a phone', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    // jsdom has no layout: answer the shell's phone media query as a phone would.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  function Screen() {
    return <h1>{`Screen at ${useLocation().pathname}`}</h1>;
  }

  it('is one Menu button above the screen, its links shown once opened; a link closes it', async () => {
    const { user } = renderWithProviders(
      <AdminShell>
        <Screen />
      </AdminShell>,
      { route: '/admin/subjects' },
    );
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    const toggle = within(menu).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Screen at /admin/subjects' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(adminMenuFor('ADMIN').map((entry) => entry.label));
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(links[0]!);
    expect(within(menu).getByRole('link', { name: 'Subjects' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(menu).getByRole('link', { name: 'Teachers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Screen at /admin/teachers' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
  });

  it('works from the keyboard: Enter opens, Tab reaches every link, Escape closes back onto Menu', async () => {
    const { user } = renderWithProviders(<AdminShell>News</AdminShell>, { route: '/admin/news' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const { label } of adminMenuFor('ADMIN')) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(label);
    }
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on the link to the screen already shown, the focus back on Menu', async () => {
    const { user } = renderWithProviders(<AdminShell>News</AdminShell>, { route: '/admin/news' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
