// A button on a dark bar (the navbar, the footer): transparent, outlined and lettered in the bar's
// own text colour, with the bar's focus ring.
import { css } from 'styled-components';
import { focusRing } from '@school/shared';

export const barButtonStyles = css`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  background: transparent;
  color: inherit;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  cursor: pointer;
  ${focusRing('onDark')}
`;
