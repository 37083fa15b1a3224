// A button on a dark bar (the navbar, the footer): shared's onBarButton, with the bar's focus ring.
import { css } from 'styled-components';
import { focusRing, onBarButton } from '@school/shared';

export const barButtonStyles = css`
  ${onBarButton}
  padding: 0 ${({ theme }) => theme.space.md};
  ${focusRing('onDark')}
`;
