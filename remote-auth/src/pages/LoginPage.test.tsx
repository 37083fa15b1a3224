import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { CURRENT_USER_KEY, messages, type User } from '@school/shared';
import LoginPage from './LoginPage';
import { API, axeViolations, Elsewhere, renderScreen, renderWithProviders, server, setupMockApi } from '@school/shared/testing';
import { signInMessages } from '@school/shared/messages/sign-in';

setupMockApi();

const admin: User = { id: 1, username: 'admin', firstName: 'Ana', lastName: 'Pop', role: 'ADMIN', token: '' };

function renderLogin() {
  return renderScreen(<LoginPage />, { path: '/login' });
}

/** /login reached by a navigation that left `state` (the guard's, or the register screen's). */
function renderLoginWithState(state: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route: { pathname: '/login', state } },
  );
}

async function signIn(user: ReturnType<typeof renderLogin>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows its fields, the button and the way to /register, with no message before a submit', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create New Account!' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText(signInMessages.login.username)).not.toBeInTheDocument();
    expect(screen.queryByText(signInMessages.login.password)).not.toBeInTheDocument();
  });

  it('shows both messages after a submit attempt and makes no call while invalid', async () => {
    let calls = 0;
    server.use(http.get(`${API}/user/login`, () => {
      calls += 1;
      return HttpResponse.json(admin);
    }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), '   ');
    expect(screen.queryByText('An valid username is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('An valid username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    // Fixing one field clears its message only.
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('An valid username is required.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('signs in with HTTP Basic, stores the current user and goes to /home', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/user/login`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(admin);
      }),
    );
    const { user, store } = renderLogin();
    await signIn(user, 'admin', 'pa:ss ă');
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
    expect(authorization).toBe(`Basic ${Buffer.from('admin:pa:ss ă', 'utf8').toString('base64')}`);
    expect(store.getState().currentUser.user).toEqual(admin);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(admin);
  });

  it.each([
    [401, { message: 'Username or password is incorrect.' }],
    [500, { message: 'Something else' }],
    [403, {}],
  ])('shows "Username or password is incorrect." when the API answers %i', async (status, body) => {
    server.use(http.get(`${API}/user/login`, () => HttpResponse.json(body, { status })));
    const { user, store } = renderLogin();
    await signIn(user, 'admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(store.getState().currentUser.user).toBeNull();
    // What was typed stays for another try.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  });

  it('shows the network failure as a sign-in failure', async () => {
    server.use(http.get(`${API}/user/login`, () => HttpResponse.error()));
    const { user } = renderLogin();
    await signIn(user, 'admin', 'x');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Username or password is incorrect.'));
  });

  it('says "Too many attempts. Try again later." on 429', async () => {
    server.use(
      http.get(`${API}/user/login`, () =>
        HttpResponse.json({ message: 'Too many attempts. Try again later.' }, { status: 429, headers: { 'Retry-After': '900' } }),
      ),
    );
    const { user } = renderLogin();
    await signIn(user, 'admin', 'wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again later.'));
    expect(screen.queryByText('Username or password is incorrect.')).not.toBeInTheDocument();
  });

  it('says the server is busy on 503, not that the password is wrong', async () => {
    server.use(
      http.get(`${API}/user/login`, () => HttpResponse.json({ message: messages.api.busy }, { status: 503, headers: { 'Retry-After': '2' } })),
    );
    const { user } = renderLogin();
    await signIn(user, 'admin', 'right');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.api.busy));
    expect(screen.queryByText('Username or password is incorrect.')).not.toBeInTheDocument();
  });

  it('works from the keyboard alone: Enter in a field submits', async () => {
    server.use(http.get(`${API}/user/login`, () => HttpResponse.json(admin)));
    const { user } = renderLogin();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await user.keyboard('admin');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('secret{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('returns to the page the guard sent the visitor from', async () => {
    server.use(http.get(`${API}/user/login`, () => HttpResponse.json(admin)));
    const { user } = renderLoginWithState({ from: '/admin/classes' });
    await signIn(user, 'admin', 'secret');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/classes');
  });

  it('never follows a return address off the site', async () => {
    server.use(http.get(`${API}/user/login`, () => HttpResponse.json(admin)));
    const { user } = renderLoginWithState({ from: '//evil.example/phish' });
    await signIn(user, 'admin', 'secret');
    expect(await screen.findByTestId('location')).toHaveTextContent('/home');
  });

  it('confirms a new account and fills in its username', () => {
    renderLoginWithState({ registered: 'ioana.m' });
    expect(screen.getByRole('status')).toHaveTextContent('Your account was created. Sign in with your new username and password.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ioana.m');
  });

  it('tells a signed-in visitor who they are and signs them out on request', async () => {
    server.use(http.post(`${API}/user/logout`, () => new HttpResponse(null, { status: 204 })));
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(admin));
    const { user, store } = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in as Ana Pop.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(store.getState().currentUser.user).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the focus on Sign In while the sign-in is on its way', async () => {
    let answer = () => {};
    server.use(
      http.get(`${API}/user/login`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'Username or password is incorrect.' }, { status: 401 });
      }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'x');
    const button = screen.getByRole('button', { name: 'Sign In' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    answer();
    expect(await screen.findByText('Username or password is incorrect.')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('has no axe violation, before and after a failed submit', async () => {
    const { user } = renderLogin();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await axeViolations()).toEqual([]);
  });
});
