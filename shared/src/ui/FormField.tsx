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
  /** A line under the label saying what the field takes, before anything is typed. */
  hint?: string;
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

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.muted};
`;

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
  hint,
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
  const hintId = `${fieldId}-hint`;
  const invalid = showError && Boolean(error);
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(' ');

  const shared = {
    id: fieldId,
    name,
    value,
    placeholder,
    disabled,
    $invalid: invalid,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      {hint && <Hint id={hintId}>{hint}</Hint>}
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
