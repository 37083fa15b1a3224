// The sign-in form's state and submit, written once for the /login screen and the admin area's
// sign-in-again dialog (SignInAgain): the spec's messages after a submit attempt, HTTP Basic through the shared
// api slice (which stores the user), and the failure shown on top of the form.
import { useState, type FormEvent } from 'react';
import {
  getStatus,
  isValid,
  messages,
  useLoginMutation,
  validateLogin,
  type Credentials,
  type FieldErrors,
  type RequestError,
  type User,
} from '@school/shared';

export interface SignInForm {
  values: Credentials;
  setField: (field: keyof Credentials) => (value: string) => void;
  /** The fields' messages, shown once a submit was tried. */
  errors: FieldErrors<keyof Credentials>;
  showErrors: boolean;
  /** Why the last sign-in failed, for the form's alert area. */
  failure: string | null;
  isLoading: boolean;
  /** Resolves with the signed-in user, or null when the values were invalid or the API refused. */
  submit: (event?: FormEvent) => Promise<User | null>;
}

export function useSignInForm(initial: Partial<Credentials> = {}): SignInForm {
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '', ...initial });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateLogin(values);

  const setField = (field: keyof Credentials) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!isValid(errors) || isLoading) return null;
    setFailure(null);
    try {
      return await login({ username: values.username.trim(), password: values.password }).unwrap();
    } catch (error) {
      const status = getStatus(error as RequestError);
      setFailure(status === 429 ? messages.login.tooManyAttempts : status === 503 ? messages.api.busy : messages.login.failed);
      return null;
    }
  };

  return { values, setField, errors, showErrors: submitted, failure, isLoading, submit };
}
