// The keyboard focus ring (WCAG 2.4.7). GlobalStyle draws it in the focus blue around every
// control; a control on a dark bar draws it in the bar's text colour, and one packed edge to edge
// in a bar or a list draws it inset, where its neighbours cannot cover it.
import { css } from 'styled-components';
import type { Theme } from './theme';

type Placement = 'around' | 'inset';

const WIDTH = '3px';

/** The ring's own declarations, for a rule of one's own (GlobalStyle's :focus-visible). */
export const ringStyles = (color: keyof Theme['colors'], placement: Placement = 'around') => css`
  outline: ${WIDTH} solid ${({ theme }) => theme.colors[color]};
  outline-offset: ${placement === 'inset' ? `-${WIDTH}` : '2px'};
`;

/** The ring on this control while it has the keyboard focus. */
export const focusRing = (color: keyof Theme['colors'] = 'focus', placement: Placement = 'around') => css`
  &:focus-visible {
    ${ringStyles(color, placement)}
  }
`;
