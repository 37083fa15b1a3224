import { useId } from 'react';
import styled from 'styled-components';
import { controlStyles, ErrorText, FieldLabel, FieldWrapper } from './fieldStyles';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** Text of an empty first option (value ''), for a choice that may still be unmade. */
  placeholderOption?: string;
  error?: string;
  /** Whether a submit was attempted: messages appear only then. */
  showError: boolean;
  id?: string;
  disabled?: boolean;
};

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholderOption,
  error,
  showError,
  id,
  disabled,
}: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? `${name}-${generatedId}`;
  const errorId = `${fieldId}-error`;
  const invalid = showError && Boolean(error);

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <Select
        id={fieldId}
        name={name}
        value={value}
        disabled={disabled}
        $invalid={invalid}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
