// /register: a card with an avatar; First name, Last name, Username, Password; 'Sign Up'.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, getErrorMessage, getFieldErrors, getStatus, useRegisterMutation, type RequestError } from '@school/shared';
import { pageTitles, pathOf } from '@school/shared/routing';
import { Avatar } from '../components/Avatar';
import { Card, CardTitle, FormAlert, Footer } from '../components/AuthCard';
import { isRegistrationField, RegistrationFields, useRegistrationForm } from '../components/RegistrationFields';
import { signInMessages } from '@school/shared/messages/sign-in';


export default function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const form = useRegistrationForm();
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
      const refused = Object.fromEntries(Object.entries(getFieldErrors(error as RequestError)).filter(([name]) => isRegistrationField(name)));
      form.setServerErrors(refused);
      // A value the API's rules refuse is shown beside its field; "come back later" (too many
      // accounts from this address, a busy server) in the API's words; any other failure says so on top.
      const status = getStatus(error as RequestError);
      const onlyFieldRefusals = status === 400 && Object.keys(refused).length > 0;
      const later = status === 429 || status === 503;
      setFailure(onlyFieldRefusals ? null : later ? getErrorMessage(error as RequestError) : signInMessages.registration.failed);
    }
  };

  return (
    <Card aria-labelledby="register-title" lang="en">
      <Avatar />
      <CardTitle id="register-title">{pageTitles.register}</CardTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
        <RegistrationFields form={form} />
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
