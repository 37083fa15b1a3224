// The console's Add school form: a name and its domains (one or more, separated by commas or
// spaces). On success it hands the first ADMIN's invitation link to the page, which shows it.
import { useState, type FormEvent } from 'react';
import { Button, FormField, getErrorMessage, getFieldErrors, type Invitation, type RequestError } from '@school/shared';
import { useAddSchoolMutation } from '@school/shared/admin-api';
import { newSchoolInputSchema, validate } from '@school/shared/schemas';
import { FieldGrid } from '../components/PageTitle';

/** "a.ro, www.a.ro b.ro" → ["a.ro", "www.a.ro", "b.ro"]. */
export const splitDomains = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export function AddSchoolForm({ onAdded }: { onAdded: (name: string, invitation: Invitation) => void }) {
  const [addSchool, { isLoading }] = useAddSchoolMutation();
  const [values, setValues] = useState({ name: '', domains: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const verdict = validate(newSchoolInputSchema, { name: values.name, domains: splitDomains(values.domains) });
    setErrors(verdict.errors);
    if (!verdict.valid || isLoading) return;
    try {
      const { school, invitation } = await addSchool(verdict.value).unwrap();
      setValues({ name: '', domains: '' });
      setTried(false);
      onAdded(school.name, invitation);
    } catch (error) {
      const refused = getFieldErrors(error as RequestError);
      setErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(getErrorMessage(error as RequestError));
    }
  };

  const field = (name: 'name' | 'domains') => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    showError: tried,
  });

  return (
    <form noValidate aria-labelledby="add-school-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="add-school-title">Add school</h2>
      {failure && <p role="alert">{failure}</p>}
      <FieldGrid>
        <FormField label="School name" {...field('name')} />
        <FormField label="Domains" hint="One or more, separated by commas, e.g. scoala5.example.ro, www.scoala5.example.ro" {...field('domains')} />
      </FieldGrid>
      <Button type="submit" disabled={isLoading}>
        Add school
      </Button>
    </form>
  );
}
