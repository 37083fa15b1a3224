// The admin area's sign-in again: when the API says the session ended, a sign-in dialog over the
// screen (which stays as it is) that closes once signed in again, and can be put off.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CURRENT_USER_KEY, sessionExpired, type User } from '@school/shared';
import { API, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { SignInAgain } from './SignInAgain';

setupMockApi();

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };

function renderShell() {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
  return renderWithProviders(
    <>
      <SignInAgain />
      <label>
        Subject Name <input defaultValue="Astronomie" />
      </label>
    </>,
    { route: '/admin/subjects' },
  );
}

it('shows nothing while the session lasts', () => {
  renderShell();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks for a sign-in over the screen when the session ends, and closes once signed in', async () => {
  let authorization: string | null = null;
  server.use(
    http.get(`${API}/user/login`, ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(admin);
    }),
  );
  const { store, user } = renderShell();
  act(() => {
    store.dispatch(sessionExpired());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
  expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  // The screen behind keeps what was typed.
  expect(screen.getByDisplayValue('Astronomie')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Password'), 'parolă');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByDisplayValue('Astronomie')).toBeInTheDocument();
  expect(authorization).toBe(`Basic ${Buffer.from('admin:parolă', 'utf8').toString('base64')}`);
  expect(store.getState().currentUser).toMatchObject({ user: admin, sessionExpired: false });
});

it('says why a sign-in failed, and can be put off until the next refusal', async () => {
  server.use(http.get(`${API}/user/login`, () => HttpResponse.json({ message: 'Username or password is incorrect.' }, { status: 401 })));
  const { store, user } = renderShell();
  act(() => {
    store.dispatch(sessionExpired());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
  await user.type(within(dialog).getByLabelText('Password'), 'greșită');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Username or password is incorrect.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Session expired.');
  await user.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  act(() => {
    store.dispatch(sessionExpired());
  });
  expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
});
