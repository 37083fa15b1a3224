import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CURRENT_USER_KEY, messages, type User } from '@school/shared';
import { API, axeViolations, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import AccountPage, { accountText } from './AccountPage';
import { accountMessages } from '@school/shared/messages/account';

setupMockApi();

const parent: User = { id: 7, username: 'ioana', firstName: 'Ioana', lastName: 'Mureșan', role: 'USER', token: '' };
const m = accountMessages;

function LoginStub() {
  const { state } = useLocation();
  return <p>{`login, back to ${(state as { from?: string } | null)?.from}`}</p>;
}

function renderAccount(signedIn: User | null = parent) {
  server.use(http.get(`${API}/user/me`, () => (signedIn ? HttpResponse.json(signedIn) : HttpResponse.json({ message: 'Authentication required.' }, { status: 401 }))));
  if (signedIn) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(signedIn));
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
  return renderWithProviders(
    <Routes>
      <Route path="/cont" element={<AccountPage />} />
      <Route path="/login" element={<LoginStub />} />
    </Routes>,
    { route: '/cont' },
  );
}

const fill = async (user: ReturnType<typeof renderAccount>['user'], current: string, next: string) => {
  if (current) await user.type(screen.getByLabelText(accountText.currentPassword), current);
  if (next) await user.type(screen.getByLabelText(accountText.newPassword), next);
  await user.click(screen.getByRole('button', { name: accountText.changePassword }));
};

beforeEach(() => localStorage.clear());

it('sends a visitor without a session to /login, to come back here', async () => {
  renderAccount(null);
  expect(await screen.findByText('login, back to /cont')).toBeInTheDocument();
});

it('shows who is signed in, in Romanian', async () => {
  renderAccount();
  expect(await screen.findByRole('heading', { level: 1, name: 'Contul meu' })).toBeInTheDocument();
  expect(screen.getByText(accountText.signedInAs('Ioana Mureșan', 'ioana'))).toBeInTheDocument();
});

it('says the new password\'s rule before anything is typed', async () => {
  renderAccount();
  expect(await screen.findByLabelText(accountText.newPassword)).toHaveAccessibleDescription(accountText.newPasswordHint);
});

it('changes the password: checks the fields first, sends both, says it is done and empties the fields', async () => {
  let sent: unknown;
  server.use(
    http.put(`${API}/account/password`, async ({ request }) => {
      sent = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderAccount();
  await screen.findByRole('heading', { level: 1 });
  await fill(user, '', 'scurt');
  expect(screen.getByText(m.currentPassword)).toBeInTheDocument();
  expect(screen.getByText(m.newPasswordLength)).toBeInTheDocument();
  expect(sent).toBeUndefined();
  await user.clear(screen.getByLabelText(accountText.newPassword));
  await fill(user, 'parola veche', 'o parolă nouă și lungă');
  expect(await screen.findByText(m.passwordChanged)).toBeInTheDocument();
  expect(sent).toEqual({ currentPassword: 'parola veche', newPassword: 'o parolă nouă și lungă' });
  expect(screen.getByLabelText(accountText.currentPassword)).toHaveValue('');
});

it("shows the API's refusal of a wrong current password beside its field", async () => {
  server.use(
    http.put(`${API}/account/password`, () =>
      HttpResponse.json({ message: messages.api.invalidInput, errors: { currentPassword: m.currentPasswordWrong } }, { status: 400 }),
    ),
  );
  const { user } = renderAccount();
  await screen.findByRole('heading', { level: 1 });
  await fill(user, 'greșită', 'o parolă nouă și lungă');
  expect(await screen.findByText(m.currentPasswordWrong)).toBeInTheDocument();
  expect(screen.queryByText(messages.api.invalidInput)).not.toBeInTheDocument();
});

it('signs out of every other session and says how many ended', async () => {
  server.use(http.post(`${API}/account/sign-out-others`, () => HttpResponse.json({ ended: 2 })));
  const { user } = renderAccount();
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: accountText.signOutOthers }));
  expect(await screen.findByText(m.otherSessionsEnded(2))).toBeInTheDocument();
});

it('has no axe violation, with the form messages shown', async () => {
  const { user } = renderAccount();
  await screen.findByRole('heading', { level: 1 });
  expect(await axeViolations()).toEqual([]);
  await fill(user, '', '');
  await waitFor(() => expect(screen.getByText(m.newPassword)).toBeInTheDocument());
  expect(await axeViolations()).toEqual([]);
});
