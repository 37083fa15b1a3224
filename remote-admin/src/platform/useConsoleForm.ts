// A form of the platform's console (Add school, a school's branding) on the project's form state
// (useSchemaForm): the schema's messages once a submit was tried, the API's refusals beside their
// fields, and a refusal no field shows as the form's own alert (`failure`).
import { useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { getErrorMessage, getFieldErrors, type RequestError } from '@school/shared';
import { useSchemaForm, type SchemaFormOptions } from '@school/shared/forms';

export interface ConsoleFormOptions<Values, S extends z.ZodMiniType> extends SchemaFormOptions<Values, S> {
  /** Sends the schema's value; resolves once the API accepted it. */
  send: (value: z.output<S>) => Promise<unknown>;
  busy: boolean;
}

export function useConsoleForm<Values extends object, S extends z.ZodMiniType>({ send, busy, ...options }: ConsoleFormOptions<Values, S>) {
  const form = useSchemaForm(options);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const value = form.submit();
    if (value === undefined || busy) return;
    try {
      await send(value);
    } catch (error) {
      const refused = getFieldErrors(error as RequestError);
      form.setServerErrors(refused);
      if (Object.keys(refused).length === 0) setFailure(getErrorMessage(error as RequestError));
    }
  };

  return { form, failure, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
