// The admin shell's top bar: a link back to the public site, and the auth remote's SignInAgain
// only while the session is expired.
import { act, screen } from '@testing-library/react';
import { CURRENT_USER_KEY, sessionExpired, type User } from '@school/shared';
import { renderWithProviders, setupMockApi } from '@school/shared/testing';
import { AdminShell } from './AdminShell';

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
