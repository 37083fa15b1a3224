import { useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, ErrorText, FieldLabel, FieldWrapper } from './fieldStyles';

export type FormFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message for the current value, if it breaks one. */
  error?: string;
  /** Whether a submit was attempted: messages appear only then, not while the user first types. */
  showError: boolean;
  type?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  id?: string;
  disabled?: boolean;
};

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  showError,
  type = 'text',
  multiline = false,
  rows = 4,
  placeholder,
  autoComplete,
  inputMode,
  id,
  disabled,
}: FormFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? `${name}-${generatedId}`;
  const errorId = `${fieldId}-error`;
  const invalid = showError && Boolean(error);

  const shared = {
    id: fieldId,
    name,
    value,
    placeholder,
    disabled,
    $invalid: invalid,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      {multiline ? (
        <TextArea {...shared} rows={rows} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
