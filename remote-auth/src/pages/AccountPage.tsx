// /cont: the signed-in user's account (Romanian, as every visitor's page): change the password
// (the current one required; every other session ends) and sign out of every other session. A
// visitor without a session goes to /login, and comes back here after signing in.
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  FormField,
  getErrorMessage,
  getFieldErrors,
  useChangeOwnPasswordMutation,
  useCurrentUser,
  useGetCurrentUserQuery,
  useSessionExpired,
  useSignOutOtherSessionsMutation,
  type RequestError,
} from '@school/shared';
import { useSchemaForm } from '@school/shared/forms';
import { pageTitles, pathOf, type ReturnState } from '@school/shared/routing';
import { passwordChangeSchema } from '@school/shared/schemas';
import { Card, CardTitle, Fields, FormAlert, FormNotice } from '../components/AuthCard';
import { accountMessages } from '@school/shared/messages/account';

export const accountText = {
  signedInAs: (name: string, username: string) => `Sunteți conectat ca ${name} (${username}).`,
  passwordHeading: 'Schimbarea parolei',
  currentPassword: 'Parola actuală',
  newPassword: 'Parola nouă',
  newPasswordHint: 'Între 8 și 128 de caractere; o frază ușor de ținut minte este o parolă bună.',
  changePassword: 'Schimbă parola',
  sessionsHeading: 'Celelalte sesiuni',
  sessionsHint: 'Închide sesiunea deschisă pe orice alt dispozitiv sau browser; aceasta rămâne deschisă.',
  signOutOthers: 'Deconectare din toate celelalte sesiuni',
  loading: 'Se încarcă…',
} as const;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

export default function AccountPage() {
  const user = useCurrentUser();
  const expired = useSessionExpired();
  const { isUninitialized, isLoading } = useGetCurrentUserQuery();
  if (isUninitialized || isLoading) return <p role="status">{accountText.loading}</p>;
  if (!user || expired) {
    const state: ReturnState = { from: pathOf('cont') };
    return <Navigate to={pathOf('login')} replace state={state} />;
  }
  return (
    <Card aria-labelledby="account-title" lang="ro">
      <CardTitle id="account-title">{pageTitles.cont}</CardTitle>
      <p>{accountText.signedInAs(`${user.firstName} ${user.lastName}`, user.username)}</p>
      <ChangePassword />
      <OtherSessions />
    </Card>
  );
}

function ChangePassword() {
  const [change, { isLoading }] = useChangeOwnPasswordMutation();
  const form = useSchemaForm({ schema: passwordChangeSchema, initialValues: { currentPassword: '', newPassword: '' } });
  const [result, setResult] = useState<{ done: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const input = form.submit();
    if (!input || isLoading) return;
    try {
      await change(input).unwrap();
      form.reset({ currentPassword: '', newPassword: '' });
      setResult({ done: true, message: accountMessages.passwordChanged });
    } catch (error) {
      const fieldErrors = getFieldErrors(error as RequestError);
      form.setServerErrors(fieldErrors);
      // A refusal of a field shows beside it (in Romanian); only another failure needs the alert.
      if (Object.keys(fieldErrors).length === 0) setResult({ done: false, message: getErrorMessage(error as RequestError) });
    }
  };

  return (
    <Section aria-labelledby="password-heading">
      <h2 id="password-heading">{accountText.passwordHeading}</h2>
      {result?.done && <FormNotice>{result.message}</FormNotice>}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={result && !result.done ? result.message : null} />
        <Fields>
          <FormField label={accountText.currentPassword} type="password" autoComplete="current-password" {...form.bind('currentPassword')} />
          <FormField label={accountText.newPassword} hint={accountText.newPasswordHint} type="password" autoComplete="new-password" {...form.bind('newPassword')} />
        </Fields>
        <Button type="submit" busy={isLoading} style={{ width: '100%' }}>
          {accountText.changePassword}
        </Button>
      </form>
    </Section>
  );
}

function OtherSessions() {
  const [signOutOthers, { isLoading, data, error }] = useSignOutOtherSessionsMutation();
  return (
    <Section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{accountText.sessionsHeading}</h2>
      {data && <FormNotice>{accountMessages.otherSessionsEnded(data.ended)}</FormNotice>}
      <FormAlert message={error ? getErrorMessage(error) : null} />
      <p>{accountText.sessionsHint}</p>
      <Button variant="secondary" busy={isLoading} style={{ width: '100%' }} onClick={() => void signOutOthers()}>
        {accountText.signOutOthers}
      </Button>
    </Section>
  );
}
