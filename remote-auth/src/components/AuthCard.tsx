// The centred card both auth screens sit in, with the general message area at the top of the form.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.section`
  width: 100%;
  max-width: 26rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.medium};
`;

export const CardTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.title};
  text-align: center;
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  button[type='submit'] {
    width: 100%;
  }
`;

export const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** A message box above the form, in the colour of what it says. */
const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Bg`]};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ $tone }) => ($tone === 'danger' ? 600 : 'inherit')};
`;

export function FormNotice({ children }: { children: ReactNode }): ReactNode {
  return <Message $tone="success" role="status">
      {children}
    </Message>;
}

/**
 * The form's general error area. The live region is always in the page so that a message put in
 * it is announced; it takes space only when there is a message.
 */
export function FormAlert({ message }: { message: string | null }): ReactNode {
  return <div role="alert">{message && <Message $tone="danger">{message}</Message>}</div>;
}
