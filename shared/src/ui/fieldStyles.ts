import styled, { css } from 'styled-components';

// The look every form control shares, so FormField, SelectField and the table's search box match.

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const FieldLabel = styled.label`
  font-weight: 600;
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  /* A thicker red edge too, so the error is not shown by colour alone. */
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
