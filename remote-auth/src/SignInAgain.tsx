// Exposed as `remote_auth/SignInAgain`: the admin area's way to sign in again on the spot once the
// API says the session has ended. The host puts it in the admin shell's top bar while the session
// is expired: a short notice with "Sign in again", and a sign-in dialog over the screen (and over
// its open dialog) at each new refusal, so what was typed stays where it is.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, FormField, useCurrentUser, useExpiryReports, useSessionExpired, wrapRow } from '@school/shared';
import { AdminDialog } from '@school/shared/admin-ui';
import { useSignInForm } from './components/useSignInForm';

export const signInAgainText = {
  title: 'Session expired',
  intro: 'Your session has expired. Sign in again to go on; nothing you typed is lost.',
} as const;

const Notice = styled.p`
  ${wrapRow('sm')}
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function SignInDialog({ onCancel }: { onCancel: () => void }) {
  const user = useCurrentUser();
  const form = useSignInForm({ username: user?.username ?? '' });
  const formId = useId();
  return (
    <AdminDialog open title={signInAgainText.title} onClose={onCancel} closeLabel="Close sign-in" dismissText="Cancel" action={{ label: 'Sign In', form: formId, busy: form.isLoading }}>
      <p>{signInAgainText.intro}</p>
      {form.failure && <Banner variant="error" message={form.failure} />}
      <Fields id={formId} noValidate onSubmit={(event) => void form.submit(event)}>
        <FormField label="Username" autoComplete="username" {...form.bind('username')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...form.bind('password')} />
      </Fields>
    </AdminDialog>
  );
}

export function SignInAgain() {
  const expired = useSessionExpired();
  const reports = useExpiryReports();
  // The dialog opens at each new report of the session's end; Cancel puts it off until the next.
  const [dismissedAt, setDismissedAt] = useState(0);
  if (!expired) return null;
  return (
    <>
      <Notice role="status">
        {signInAgainText.title}.
        <Button variant="secondary" size="small" onClick={() => setDismissedAt(reports - 1)}>
          Sign in again
        </Button>
      </Notice>
      {reports > dismissedAt && <SignInDialog onCancel={() => setDismissedAt(reports)} />}
    </>
  );
}

export default SignInAgain;
