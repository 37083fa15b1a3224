// The one way a form holds its state, for every form of the site: the values as typed, the
// schema's messages shown only once a submit was tried, the API's refusals shown beside their
// fields until the field changes, the props each field takes (`{...form.bind('name')}`), and
// after a refusal the focus on the first field to correct (or the banner), brought into view.
import { useCallback, useEffect, useId, useState } from 'react';
import type * as z from 'zod/mini';
import { validate, type FieldErrors } from '../schemas/validate';
import { focusRefusal } from './focusRefusal';

/** The keys of a form whose values are strings (text fields and select values). */
export type StringField<Values> = { [K in keyof Values]-?: Values[K] extends string ? K : never }[keyof Values] & string;

/** What FormField and SelectField take from the form state. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  showError: boolean;
}

/**
 * `bind(field)` gives the props of the field holding `values[field]`. `name` is the field's name
 * and the key of its message when they differ from the form's key (e.g. 'subject' for 'subjectId').
 */
export type BindField<Values> = <K extends StringField<Values>>(field: K, name?: string) => BoundField;

export interface SchemaFormOptions<Values, S extends z.ZodMiniType> {
  /** The entity's schema from @school/shared/schemas: it judges `toInput(values)`. */
  schema: S;
  /** The values the form opens with (a function is called once). */
  initialValues: Values | (() => Values);
  /** What the schema judges and the API is sent, from what was typed (digits to numbers, ids to references). By default the values themselves. */
  toInput?: (values: Values) => unknown;
}

export interface SchemaForm<Values, S extends z.ZodMiniType> {
  values: Values;
  setField: <K extends keyof Values>(field: K, value: Values[K]) => void;
  bind: BindField<Values>;
  /** Field → message: the API's refusals, and the schema's once a submit was tried. */
  errors: FieldErrors;
  /** Marks the form submitted, so its messages show; answers the schema's value (trimmed, defaults applied) to send, or undefined while a field breaks a rule. */
  submit: () => z.output<S> | undefined;
  /** The API's refusals (field → message), shown beside their fields until they change. */
  setServerErrors: (errors: Record<string, string>) => void;
  /** Starts again from `values`, with no message shown. Stable from render to render. */
  reset: (values: Values) => void;
  /**
   * The id of the element holding the form's fields and its banner (`id={form.scopeId}`). After a
   * refused submit, or refusals from the API, the focus goes to its first invalid field, or to its
   * alert when no field is marked, scrolled into view.
   */
  scopeId: string;
  /** A refusal the form cannot see in its fields (a banner's message alone): the focus goes as after a refused submit. */
  refused: () => void;
}

const sameValues = <Values>(values: Values) => values;

export function useSchemaForm<Values extends object, S extends z.ZodMiniType>({
  schema,
  initialValues,
  toInput = sameValues,
}: SchemaFormOptions<Values, S>): SchemaForm<Values, S> {
  const [values, setValues] = useState<Values>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const scopeId = `form-${useId()}`;
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  // After the render that marks the fields invalid, so the first of them can be found.
  useEffect(() => {
    if (refusals > 0) focusRefusal(document.getElementById(scopeId));
  }, [refusals, scopeId]);

  const setServerErrors = useCallback(
    (errors: Record<string, string>) => {
      setServerErrorsState(errors);
      if (Object.keys(errors).length > 0) refused();
    },
    [refused],
  );

  const verdict = validate(schema, toInput(values));
  const errors: FieldErrors = submitted ? { ...serverErrors, ...verdict.errors } : serverErrors;

  const reset = useCallback((next: Values) => {
    setValues(next);
    setSubmitted(false);
    setServerErrorsState({});
  }, []);

  const forgetServerError = (name: string) =>
    setServerErrorsState((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });

  const setField = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The API's refusal of a value no longer applies once the value changes.
    forgetServerError(String(field));
  };

  const bind: BindField<Values> = (field, name = field) => ({
    name,
    value: values[field] as string,
    onChange: (value: string) => {
      // A select's value is one of its options, so it is a valid value of the field.
      setField(field, value as Values[typeof field]);
      if (name !== field) forgetServerError(name);
    },
    error: errors[name],
    showError: submitted || name in serverErrors,
  });

  return {
    values,
    setField,
    bind,
    errors,
    submit: () => {
      setSubmitted(true);
      if (verdict.valid) return verdict.value;
      refused();
      return undefined;
    },
    setServerErrors,
    reset,
    scopeId,
    refused,
  };
}
