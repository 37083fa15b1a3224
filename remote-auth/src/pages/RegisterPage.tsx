// /register: a card with an avatar; First name, Last name, Username, Password; 'Sign Up'.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, FormField, getErrorMessage, getFieldErrors, getStatus, messages, useRegisterMutation, type RequestError } from '@school/shared';
import { useSchemaForm } from '@school/shared/forms';
import { pageTitles, pathOf } from '@school/shared/routing';
import { registrationSchema } from '@school/shared/schemas';
import { Avatar } from '../components/Avatar';
import { Card, CardTitle, Fields, FormAlert, Footer } from '../components/AuthCard';

type Field = 'firstName' | 'lastName' | 'username' | 'password';

const fields: { name: Field; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

const isField = (name: string): name is Field => fields.some((field) => field.name === name);

export default function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const form = useSchemaForm({
    schema: registrationSchema,
    initialValues: { firstName: '', lastName: '', username: '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const registration = form.submit();
    if (!registration || isLoading) return;
    setFailure(null);
    try {
      await register({ ...registration, token: '' }).unwrap();
      navigate(pathOf('login'), { state: { registered: registration.username } });
    } catch (error) {
      const refused = Object.fromEntries(Object.entries(getFieldErrors(error as RequestError)).filter(([name]) => isField(name)));
      form.setServerErrors(refused);
      // A value the API's rules refuse is shown beside its field; "come back later" (too many
      // accounts from this address, a busy server) in the API's words; any other failure says so on top.
      const status = getStatus(error as RequestError);
      const onlyFieldRefusals = status === 400 && Object.keys(refused).length > 0;
      const later = status === 429 || status === 503;
      setFailure(onlyFieldRefusals ? null : later ? getErrorMessage(error as RequestError) : messages.registration.failed);
    }
  };

  return (
    <Card aria-labelledby="register-title" lang="en">
      <Avatar />
      <CardTitle id="register-title">{pageTitles.register}</CardTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
        <Fields>
          {fields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              {...form.bind(field.name)}
            />
          ))}
        </Fields>
        <Button type="submit" disabled={isLoading} style={{ width: '100%' }}>
          Sign Up
        </Button>
      </form>
      <Footer>
        <Link to={pathOf('login')}>I have Account!</Link>
      </Footer>
    </Card>
  );
}
