// The public navbar's session part: who is signed in, and Deconectare, which ends the session.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CURRENT_USER_KEY, type User } from '@school/shared';
import { API, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { SessionStatus } from './SessionStatus';

setupMockApi();

const parent: User = { id: 7, username: 'ioana', firstName: 'Ioana', lastName: 'Mureșan', role: 'USER', token: '' };

it('shows nothing to an anonymous visitor', () => {
  renderWithProviders(<SessionStatus />);
  expect(screen.queryByText(/Conectat ca/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deconectare' })).not.toBeInTheDocument();
});

it('shows who is signed in, and Deconectare signs out on the spot', async () => {
  let signedOut = false;
  server.use(
    http.post(`${API}/user/logout`, () => {
      signedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(parent));
  const { store, user } = renderWithProviders(<SessionStatus />, { route: '/contact' });
  expect(screen.getByText('Conectat ca Ioana Mureșan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contul meu' })).toHaveAttribute('href', '/cont');
  await user.click(screen.getByRole('button', { name: 'Deconectare' }));
  await waitFor(() => expect(screen.queryByText(/Conectat ca/)).not.toBeInTheDocument());
  expect(signedOut).toBe(true);
  expect(store.getState().currentUser.user).toBeNull();
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
});
