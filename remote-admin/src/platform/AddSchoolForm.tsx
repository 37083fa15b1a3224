// The console's Add school form: a name and its domains (one or more, separated by commas or
// spaces). On success it hands the first ADMIN's invitation link to the page, which shows it.
import { Button, FormField, type Invitation } from '@school/shared';
import { useAddSchoolMutation } from '@school/shared/admin-api';
import { newSchoolInputSchema } from '@school/shared/schemas';
import { FieldGrid } from '../components/PageTitle';
import { useConsoleForm } from './useConsoleForm';

/** "a.ro, www.a.ro b.ro" → ["a.ro", "www.a.ro", "b.ro"]. */
export const splitDomains = (text: string) => text.split(/[\s,]+/).filter(Boolean);

const EMPTY = { name: '', domains: '' };

export function AddSchoolForm({ onAdded }: { onAdded: (name: string, invitation: Invitation) => void }) {
  const [addSchool, { isLoading }] = useAddSchoolMutation();
  const adding = useConsoleForm({
    schema: newSchoolInputSchema,
    initialValues: EMPTY,
    toInput: (values) => ({ name: values.name, domains: splitDomains(values.domains) }),
    busy: isLoading,
    send: async (value) => {
      const { school, invitation } = await addSchool(value).unwrap();
      adding.form.reset(EMPTY);
      onAdded(school.name, invitation);
    },
  });
  const { form, failure } = adding;

  return (
    <form id={form.scopeId} noValidate aria-labelledby="add-school-title" onSubmit={adding.onSubmit}>
      <h2 id="add-school-title">Add school</h2>
      {failure && <p role="alert">{failure}</p>}
      <FieldGrid>
        <FormField label="School name" {...form.bind('name')} />
        <FormField label="Domains" hint="One or more, separated by commas, e.g. scoala5.example.ro, www.scoala5.example.ro" {...form.bind('domains')} />
      </FieldGrid>
      <Button type="submit" disabled={isLoading}>
        Add school
      </Button>
    </form>
  );
}
