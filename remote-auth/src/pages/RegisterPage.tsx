// /register: a card with an avatar; First name, Last name, Username, Password; 'Sign Up'.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  FormField,
  getErrorMessage,
  getFieldErrors,
  getStatus,
  isValid,
  messages,
  useRegisterMutation,
  validateRegistration,
  type RequestError,
} from '@school/shared';
import { pageTitles, pathOf } from '@school/shared/routing';
import { Avatar } from '../components/Avatar';
import { Card, CardTitle, Fields, FormAlert, Footer } from '../components/AuthCard';

type Field = 'firstName' | 'lastName' | 'username' | 'password';
type Values = Record<Field, string>;

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
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clientErrors = validateRegistration(values);
  const errors: Partial<Values> = submitted ? { ...serverErrors, ...clientErrors } : serverErrors;

  const setField = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(clientErrors) || isLoading) return;
    setFailure(null);
    try {
      await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        password: values.password,
        token: '',
      }).unwrap();
      navigate(pathOf('login'), { state: { registered: values.username.trim() } });
    } catch (error) {
      const refused = Object.fromEntries(
        Object.entries(getFieldErrors(error as RequestError)).filter(([name]) => isField(name)),
      ) as Partial<Values>;
      setServerErrors(refused);
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
              name={field.name}
              type={field.type ?? 'text'}
              value={values[field.name]}
              onChange={setField(field.name)}
              error={errors[field.name]}
              showError={submitted || field.name in serverErrors}
              autoComplete={field.autoComplete}
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
