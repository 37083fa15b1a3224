// The props every form field of an admin screen takes from its form state (name, value,
// onChange, error, showError), written once: `{...bind('firstName')}` instead of five props.
import type { FieldErrors } from '@school/shared';

/** The keys of a form whose values are strings (text fields and select values). */
export type StringField<Form> = { [K in keyof Form]-?: Form[K] extends string ? K : never }[keyof Form] & string;

/** What FormField and SelectField take from the form state. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  showError: boolean;
}

export interface FieldBinderSource<Form> {
  form: Form;
  setField: <K extends keyof Form>(name: K, value: Form[K]) => void;
  errors: FieldErrors;
  /** One answer for all fields, or one per field name. */
  showErrors: boolean | ((name: string) => boolean);
}

/**
 * `bind(field)` gives the props of the field holding `form[field]`. `name` is the field's name
 * and the key of its error when they differ from the form's key (e.g. 'subject' for 'subjectId').
 */
export function fieldBinder<Form>({ form, setField, errors, showErrors }: FieldBinderSource<Form>) {
  return <K extends StringField<Form>>(field: K, name: string = field): BoundField => ({
    name,
    value: form[field] as string,
    // A select's value is one of its options, so it is a valid value of the field.
    onChange: (value: string) => setField(field, value as Form[K]),
    error: errors[name],
    showError: typeof showErrors === 'function' ? showErrors(name) : showErrors,
  });
}

export type BindField<Form> = ReturnType<typeof fieldBinder<Form>>;
