// The sign-in form's state and submit, written once for the /login screen and the admin area's
// sign-in-again dialog (SignInAgain): the shared form state with the credentials schema (the
// spec's messages after a submit attempt), HTTP Basic through the shared api slice (which stores
// the user), and the failure shown on top of the form.
import { useState, type FormEvent } from 'react';
import { getStatus, messages, useLoginMutation, type Credentials, type RequestError, type User } from '@school/shared';
import { useSchemaForm, type BindField } from '@school/shared/forms';
import { credentialsSchema } from '@school/shared/schemas';
import { signInMessages } from '@school/shared/messages/sign-in';

export interface SignInForm {
  /** The props of a field: `{...form.bind('username')}`. */
  bind: BindField<Credentials>;
  /** Why the last sign-in failed, for the form's alert area. */
  failure: string | null;
  isLoading: boolean;
  /** Resolves with the signed-in user, or null when the values were invalid or the API refused. */
  submit: (event?: FormEvent) => Promise<User | null>;
}

export function useSignInForm(initial: Partial<Credentials> = {}): SignInForm {
  const [login, { isLoading }] = useLoginMutation();
  const form = useSchemaForm({ schema: credentialsSchema, initialValues: () => ({ username: '', password: '', ...initial }) });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const credentials = form.submit();
    if (!credentials || isLoading) return null;
    setFailure(null);
    try {
      return await login(credentials).unwrap();
    } catch (error) {
      const status = getStatus(error as RequestError);
      setFailure(status === 429 ? signInMessages.login.tooManyAttempts : status === 503 ? messages.api.busy : signInMessages.login.failed);
      return null;
    }
  };

  return { bind: form.bind, failure, isLoading, submit };
}
