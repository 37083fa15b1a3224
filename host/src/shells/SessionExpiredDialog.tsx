// The admin area's sign-in again, on the spot: opened over the screen (and over its open dialog)
// when the API says the session has ended, so what was typed stays where it is. Loaded only then,
// so the admin shell does not fetch the admin UI kit for it.
import { useId } from 'react';
import styled from 'styled-components';
import { Banner, Button, FormField, sessionTexts, useCurrentUser, useSignInForm } from '@school/shared';
import { Dialog } from '@school/shared/admin-ui';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export default function SessionExpiredDialog({ onCancel }: { onCancel: () => void }) {
  const user = useCurrentUser();
  const form = useSignInForm({ username: user?.username ?? '' });
  const formId = useId();
  const bind = (field: 'username' | 'password') => ({
    name: field,
    value: form.values[field],
    onChange: form.setField(field),
    error: form.errors[field],
    showError: form.showErrors,
  });

  return (
    <Dialog
      open
      title={sessionTexts.expiredTitle}
      onClose={onCancel}
      closeLabel="Close sign-in"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={form.isLoading}>
            Sign In
          </Button>
        </>
      }
    >
      <p>{sessionTexts.expiredIntro}</p>
      {form.failure && <Banner variant="error" message={form.failure} />}
      <Fields id={formId} noValidate onSubmit={(event) => void form.submit(event)}>
        <FormField label="Username" autoComplete="username" {...bind('username')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
      </Fields>
    </Dialog>
  );
}
