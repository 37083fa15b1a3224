// A new account's four fields (First name, Last name, Username, Password) on the registration's
// schema: the /register page's form, and the invitation page's for a new account.
import { FormField } from '@school/shared';
import { useSchemaForm } from '@school/shared/forms';
import { registrationSchema } from '@school/shared/schemas';
import { Fields } from './AuthCard';

type Field = 'firstName' | 'lastName' | 'username' | 'password';

const fields: { name: Field; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** Whether the API's refusal names one of the fields. */
export const isRegistrationField = (name: string): name is Field => fields.some((field) => field.name === name);

export const useRegistrationForm = () => useSchemaForm({ schema: registrationSchema, initialValues: { firstName: '', lastName: '', username: '', password: '' } });

export function RegistrationFields({ form }: { form: ReturnType<typeof useRegistrationForm> }) {
  return (
    <Fields>
      {fields.map((field) => (
        <FormField key={field.name} label={field.label} type={field.type ?? 'text'} autoComplete={field.autoComplete} {...form.bind(field.name)} />
      ))}
    </Fields>
  );
}
