// /login: username and password, 'Sign In', and the way to /register.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  FormField,
  getStatus,
  isValid,
  messages,
  useLoginMutation,
  validateLogin,
  type Credentials,
  type RequestError,
} from '@school/shared';
import { Card, CardTitle, Fields, FormAlert, Footer } from '../components/AuthCard';

export default function LoginPage() {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const errors = validateLogin(values);
  const setField = (field: keyof Credentials) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors) || isLoading) return;
    setFailure(null);
    try {
      // The shared api slice stores the user (currentUser) when the call succeeds.
      await login({ username: values.username.trim(), password: values.password }).unwrap();
      navigate('/home');
    } catch (error) {
      const status = getStatus(error as RequestError);
      setFailure(status === 429 ? messages.login.tooManyAttempts : status === 503 ? messages.api.busy : messages.login.failed);
    }
  };

  return (
    <Card aria-labelledby="login-title" lang="en">
      <CardTitle id="login-title">Sign In</CardTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
        <Fields>
          <FormField
            label="Username"
            name="username"
            value={values.username}
            onChange={setField('username')}
            error={errors.username}
            showError={submitted}
            autoComplete="username"
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            value={values.password}
            onChange={setField('password')}
            error={errors.password}
            showError={submitted}
            autoComplete="current-password"
          />
        </Fields>
        <Button type="submit" disabled={isLoading} style={{ width: '100%' }}>
          Sign In
        </Button>
      </form>
      <Footer>
        <Link to="/register">Create New Account!</Link>
      </Footer>
    </Card>
  );
}
