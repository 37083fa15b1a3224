// /invitatie?token=…: the page of a school's invitation link. A new account (the registration's
// fields) or an existing one (its username and password) accepts it, and is signed in here with
// the invitation's role, then taken to the admin area.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, getErrorMessage, getFieldErrors, getStatus, useAcceptInvitationMutation, useGetSiteQuery, type RequestError } from '@school/shared';
import { pageTitles, pathOf } from '@school/shared/routing';
import { Avatar } from '../components/Avatar';
import { Card, CardTitle, FormAlert } from '../components/AuthCard';
import { RegistrationFields, useRegistrationForm } from '../components/RegistrationFields';


export default function InvitationPage() {
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { data: site } = useGetSiteQuery();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const form = useRegistrationForm();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const account = form.submit();
    if (!account || isLoading) return;
    setFailure(null);
    try {
      const user = await accept({ ...account, token }).unwrap();
      navigate(pathOf(user.role === 'ADMIN' ? 'admin/dashboard' : 'admin/news'), { replace: true });
    } catch (error) {
      const refused = getFieldErrors(error as RequestError);
      form.setServerErrors(refused);
      setFailure(getStatus(error as RequestError) === 400 && Object.keys(refused).length > 0 ? null : getErrorMessage(error as RequestError));
    }
  };

  return (
    <Card aria-labelledby="invitation-title" lang="en">
      <Avatar />
      <CardTitle id="invitation-title">{pageTitles.invitatie}</CardTitle>
      <p>
        You are invited to help run the site of <strong>{site?.school?.name ?? 'this school'}</strong>. Create your account, or give the
        username and password of the account you already have on the platform.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={failure} />
        <RegistrationFields form={form} />
        <Button type="submit" disabled={isLoading} style={{ width: '100%' }}>
          Accept invitation
        </Button>
      </form>
    </Card>
  );
}
