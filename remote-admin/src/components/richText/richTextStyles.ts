// The rich-text field's look: a form field's label, border and error (as FormField), around the
// toolbar and the editable area, whose content is styled as the public page will show it.
import styled from 'styled-components';
import { visuallyHidden } from '@school/shared';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const FieldLabel = styled.span`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: 600;
  cursor: default;
`;

export const EditableArea = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.small} ${theme.radii.small}`};
  /* A thicker red edge too, so the error is not shown by colour alone. */
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};
  background: ${({ theme }) => theme.colors.background};

  .ProseMirror {
    min-height: 12rem;
    max-height: 70vh;
    overflow-y: auto;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }

  .ProseMirror:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  table {
    border-collapse: collapse;
  }

  th,
  td {
    min-width: 4rem;
    padding: ${({ theme }) => theme.space.xxs};
    border: 1px solid ${({ theme }) => theme.colors.inputBorder};
    vertical-align: top;
  }

  .selectedCell {
    background: ${({ theme }) => theme.colors.surface};
  }

  img {
    max-width: 100%;
    height: auto;
  }

  img.ProseMirror-selectednode {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * The keyboard shortcuts: they mean nothing on a phone, where they only lengthened a long form.
 * Out of sight there (the clip pattern, so still read as the text's description, which it is by
 * aria-describedby), drawn where a keyboard is likely: a fine pointer that hovers.
 */
export const HelpText = styled.p`
  ${visuallyHidden}
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  @media (hover: hover) and (pointer: fine) {
    position: static;
    width: auto;
    height: auto;
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
