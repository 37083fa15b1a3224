// /login: username and password, 'Sign In', and the way to /register. Sign-in goes to /home, or
// back to the page the guard sent the visitor from. A visitor already signed in is told who they
// are and offered to sign out; one who just registered is told the account was created.
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, FormField, useCurrentUser, useLogoutMutation, useSessionExpired } from '@school/shared';
import { pageTitles, pathOf, returnPathFrom } from '@school/shared/routing';
import { Card, CardTitle, Fields, FormAlert, FormNotice, Footer } from '../components/AuthCard';
import { useSignInForm } from '../components/useSignInForm';

export const loginText = {
  signedInAs: (name: string) => `You are signed in as ${name}.`,
  accountCreated: 'Your account was created. Sign in with your new username and password.',
} as const;

/** The navigation state RegisterPage leaves after creating an account. */
export interface RegisteredState {
  registered: string;
}

const registeredUsername = (state: unknown): string | null => {
  const registered = state && typeof state === 'object' ? (state as Partial<RegisteredState>).registered : undefined;
  return typeof registered === 'string' ? registered : null;
};

export default function LoginPage() {
  const user = useCurrentUser();
  const expired = useSessionExpired();
  return (
    <Card aria-labelledby="login-title" lang="en">
      <CardTitle id="login-title">{pageTitles.login}</CardTitle>
      {user && !expired ? <SignedIn name={`${user.firstName} ${user.lastName}`} /> : <SignInForm />}
    </Card>
  );
}

function SignedIn({ name }: { name: string }) {
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <>
      <FormNotice>{loginText.signedInAs(name)}</FormNotice>
      <Button busy={isLoading} style={{ width: '100%' }} onClick={() => void logout()}>
        Sign out
      </Button>
    </>
  );
}

function SignInForm() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const registered = registeredUsername(state);
  const form = useSignInForm({ username: registered ?? '' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The shared api slice stores the user (currentUser) when the call succeeds.
    if (await form.submit(event)) navigate(returnPathFrom(state) ?? pathOf('home'), { replace: true });
  };

  return (
    <>
      {registered && <FormNotice>{loginText.accountCreated}</FormNotice>}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={form.failure} />
        <Fields>
          <FormField label="Username" autoComplete="username" {...form.bind('username')} />
          <FormField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
        </Fields>
        <Button type="submit" busy={form.isLoading} style={{ width: '100%' }}>
          Sign In
        </Button>
      </form>
      <Footer>
        <Link to={pathOf('register')}>Create New Account!</Link>
      </Footer>
    </>
  );
}
