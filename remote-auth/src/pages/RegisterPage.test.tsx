import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { messages, type Registration } from '@school/shared';
import RegisterPage from './RegisterPage';
import { API, axeViolations, renderScreen, server, setupMockApi } from '@school/shared/testing';
import { signInMessages } from '@school/shared/messages/sign-in';

setupMockApi();

function renderRegister() {
  return renderScreen(<RegisterPage />, { path: '/register' });
}

type Typist = ReturnType<typeof renderRegister>['user'];

async function fill(user: Typist, values: Partial<Record<'First name' | 'Last name' | 'Username' | 'Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const valid = { 'First name': 'Ion', 'Last name': 'Popescu', Username: 'ion.popescu', Password: 'secret-password' };
const signUp = (user: Typist) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('RegisterPage', () => {
  it('is a card with an avatar, the four fields in order, Sign Up and the way to /login', () => {
    const { container } = renderRegister();
    expect(screen.getByRole('img', { name: 'New account avatar' })).toBeInTheDocument();
    const inputs = Array.from(container.querySelectorAll('input'));
    expect(inputs.map((input) => input.name)).toEqual(['firstName', 'lastName', 'username', 'password']);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I have Account!' })).toHaveAttribute('href', '/login');
    // Nothing is fetched for the avatar.
    expect(container.querySelector('img[src^="http"]')).toBeNull();
  });

  it('shows the four messages only after a submit attempt and makes no call while invalid', async () => {
    let calls = 0;
    server.use(http.post(`${API}/user/registration`, () => {
      calls += 1;
      return HttpResponse.json({}, { status: 201 });
    }));
    const { user } = renderRegister();
    const texts = [
      'An valid first name is required.',
      'An valid name is required.',
      'An valid username is required.',
      'Password is required.',
    ];
    for (const text of texts) expect(screen.queryByText(text)).not.toBeInTheDocument();
    await signUp(user);
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("applies the API's username and password rules before sending", async () => {
    const { user } = renderRegister();
    await fill(user, { ...valid, Username: 'a b', Password: 'short' });
    await signUp(user);
    expect(screen.getByText(signInMessages.registration.usernameFormat)).toBeInTheDocument();
    expect(screen.getByText(signInMessages.registration.passwordLength)).toBeInTheDocument();
  });

  it('sends the trimmed values and goes to /login on success', async () => {
    let body: Registration | undefined;
    server.use(
      http.post(`${API}/user/registration`, async ({ request }) => {
        body = (await request.json()) as Registration;
        return HttpResponse.json({ id: 9, ...body, role: 'USER', token: '' }, { status: 201 });
      }),
    );
    const { user } = renderRegister();
    await fill(user, { ...valid, 'First name': '  Ion ' });
    await signUp(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(body).toEqual({ firstName: 'Ion', lastName: 'Popescu', username: 'ion.popescu', password: 'secret-password', token: '' });
  });

  it('shows "Username is already exist" at the top of the form on 409, keeping what was typed', async () => {
    server.use(
      http.post(`${API}/user/registration`, () =>
        HttpResponse.json(
          { message: 'Username is already exist', errors: { username: 'Username is already exist' } },
          { status: 409 },
        ),
      ),
    );
    const { user, container } = renderRegister();
    await fill(user, valid);
    await signUp(user);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Username is already exist');
    // The general area is the form's first element.
    expect(container.querySelector('form')?.firstElementChild).toBe(alert);
    expect(screen.getByLabelText('First name')).toHaveValue('Ion');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([500, 403])('shows "Username is already exist" for any other failure (%i)', async (status) => {
    server.use(http.post(`${API}/user/registration`, () => HttpResponse.json({ message: 'Boom' }, { status })));
    const { user } = renderRegister();
    await fill(user, valid);
    await signUp(user);
    expect(await within(screen.getByRole('alert')).findByText('Username is already exist')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it("shows the API's field refusals beside the fields", async () => {
    server.use(
      http.post(`${API}/user/registration`, () =>
        HttpResponse.json(
          { message: 'Invalid registration.', errors: { password: 'Password must be 8 to 128 characters.' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fill(user, valid);
    await signUp(user);
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Password must be 8 to 128 characters.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Username is already exist')).not.toBeInTheDocument();
    // Changing the refused value takes the refusal away.
    await user.type(password, 'x');
    expect(screen.queryByText('Password must be 8 to 128 characters.')).not.toBeInTheDocument();
  });

  it('shows the refusal of a common password under the password field', async () => {
    server.use(
      http.post(`${API}/user/registration`, () =>
        HttpResponse.json(
          { message: messages.api.invalidInput, errors: { password: signInMessages.registration.passwordCommon } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fill(user, { ...valid, Password: 'password123' });
    await signUp(user);
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(signInMessages.registration.passwordCommon)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(signInMessages.registration.passwordCommon);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Username is already exist')).not.toBeInTheDocument();
  });

  it.each([
    [429, signInMessages.registration.tooMany],
    [503, messages.api.busy],
  ])("shows the API's own words when it asks to come back later (%i)", async (status, message) => {
    server.use(http.post(`${API}/user/registration`, () => HttpResponse.json({ message }, { status, headers: { 'Retry-After': '60' } })));
    const { user } = renderRegister();
    await fill(user, valid);
    await signUp(user);
    expect(await within(screen.getByRole('alert')).findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Username is already exist')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('ion.popescu');
  });

  it('has no axe violation, before and after a failed submit', async () => {
    const { user } = renderRegister();
    expect(await axeViolations()).toEqual([]);
    await signUp(user);
    expect(await axeViolations()).toEqual([]);
  });
});
