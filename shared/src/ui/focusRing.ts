// The keyboard focus ring (WCAG 2.4.7). GlobalStyle draws it in the focus blue around every
// control; a control on a dark bar draws it in the bar's text colour, and one packed edge to edge
// in a bar or a list draws it inset, where its neighbours cannot cover it.
import { css } from 'styled-components';
import type { Theme } from './theme';

export function focusRing(color: keyof Theme['colors'] = 'focus', placement: 'around' | 'inset' = 'around') {
  return css`
    &:focus-visible {
      outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors[color]}`};
      outline-offset: ${({ theme }) => (placement === 'inset' ? `-${theme.focusRing.width}` : theme.focusRing.offset)};
    }
  `;
}
