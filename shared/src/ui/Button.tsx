import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'small' | 'medium';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Working (a save on its way): announced as unavailable and ignores presses, yet keeps the
   * focus, which a disabled button would drop to the page.
   */
  busy?: boolean;
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      filter: brightness(0.9);
    }
    /* On a phone a finger that misses Edit must not land on Delete: room before a destructive button. */
    @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
      &:not(:first-child) {
        margin-inline-start: ${({ theme }) => theme.space.md};
      }
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    padding-inline: ${({ theme }) => theme.space.xxs};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  /* Medium meets the touch target; small is for dense rows (WCAG 2.5.8). */
  min-height: ${({ $size, theme }) => ($size === 'medium' ? theme.touchTarget : theme.smallTarget)};
  min-width: ${({ $size, theme }) => ($size === 'medium' ? theme.touchTarget : theme.smallTarget)};
  padding: ${({ $size, theme }) => ($size === 'medium' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.xxs} ${theme.space.sm}`)};
  font-size: ${({ $size, theme }) => ($size === 'medium' ? theme.fontSizes.body : theme.fontSizes.small)};
  transition: background-color 120ms ease-in-out;

  /* Fingers need the full touch target whatever the size: small is small on wider screens only. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.touchTarget};
  }

  ${({ $variant }) => variants[$variant]}

  /* aria-disabled: busy but still focusable, so the focus stays where it was while a save runs. */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** A button that never submits a form by accident: `type="button"` unless told otherwise. */
export function Button({ variant = 'primary', size = 'medium', type = 'button', busy = false, onClick, ...rest }: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    />
  );
}
