// One public form that lands in the admin's Messages (POST /api/messages): the fields a page
// gives it, a hidden field for programs that fill every field, the schema's Romanian messages
// once a submit was tried (the focus then goes to the first field to correct), the API's
// refusals beside their fields, and, once sent, the page's confirmation in place of the form,
// which takes the focus so a screen reader reads what happens next.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type * as z from 'zod/mini';
import {
  Banner,
  Button,
  getErrorMessage,
  getFieldErrors,
  getStatus,
  useSendMessageMutation,
  VisuallyHidden,
  type MessageReceipt,
  type RequestError,
  type VisitorMessageInput,
} from '@school/shared';
import { useSchemaForm, type BindField } from '@school/shared/forms';

export const formTexts = {
  send: 'Trimite',
  sending: 'Se trimite…',
  fix: 'Corectați câmpurile marcate, apoi trimiteți din nou.',
  failed: 'Mesajul nu a putut fi trimis. Încercați din nou peste câteva momente.',
  errorTitle: 'Eroare:',
  honeypot: 'Nu completați acest câmp',
} as const;

interface VisitorMessageFormProps<Values extends { website: string }, S extends z.ZodMiniType<VisitorMessageInput>> {
  /** The form's schema from @school/shared/schemas. */
  schema: S;
  initialValues: Values;
  /** The visible fields: `<FormField label="Nume" {...bind('name')} />`. */
  fields: (bind: BindField<Values>) => ReactNode;
  /** What the visitor reads once the message is registered. */
  confirmation: (receipt: MessageReceipt) => ReactNode;
  /** Names the form for screen readers. */
  label: string;
}

/** The message of a refused send, in Romanian: the API's own words only for "too many" (429). */
function refusal(error: RequestError): string {
  const status = getStatus(error);
  if (status === 400) return formTexts.fix;
  if (status === 429) return getErrorMessage(error, formTexts.failed);
  return formTexts.failed;
}

export function VisitorMessageForm<Values extends { website: string }, S extends z.ZodMiniType<VisitorMessageInput>>({
  schema,
  initialValues,
  fields,
  confirmation,
  label,
}: VisitorMessageFormProps<Values, S>) {
  const form = useSchemaForm({ schema, initialValues });
  const [send, { isLoading }] = useSendMessageMutation();
  const [receipt, setReceipt] = useState<MessageReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const honeypotId = useId();

  // After a refused submit, the first field to correct takes the focus (its message is read with it).
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = form.submit();
    if (!input) {
      setAttempt((n) => n + 1);
      return;
    }
    if (isLoading) return;
    try {
      setReceipt(await send(input).unwrap());
    } catch (caught) {
      const error = caught as RequestError;
      form.setServerErrors(getFieldErrors(error));
      setFailure(refusal(error));
      setAttempt((n) => n + 1);
    }
  };

  if (receipt) {
    return (
      <Done ref={doneRef} tabIndex={-1} role="status">
        {confirmation(receipt)}
      </Done>
    );
  }

  return (
    <Form ref={formRef} noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {failure && <Banner variant="error" title={formTexts.errorTitle} message={failure} />}
      {fields(form.bind)}
      {/* People never see this field; a program that fills every field fills it and is refused. */}
      <Hidden aria-hidden="true">
        <label htmlFor={honeypotId}>{formTexts.honeypot}</label>
        <input
          id={honeypotId}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={form.values.website}
          onChange={(event) => form.setField('website', event.target.value as Values['website'])}
        />
      </Hidden>
      <div>
        <Button type="submit" busy={isLoading}>
          {isLoading ? formTexts.sending : formTexts.send}
        </Button>
        {isLoading && <VisuallyHidden role="status">{formTexts.sending}</VisuallyHidden>}
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Done = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.successBg};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
