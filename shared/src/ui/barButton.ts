// A button drawn on a bar of its own colours (the navbar, the footer, the admin's bar): transparent,
// outlined and lettered in the bar's text colour. Its padding and focus ring are the bar's.
import { css } from 'styled-components';

export const onBarButton = css`
  min-height: ${({ theme }) => theme.touchTarget};
  background: transparent;
  color: inherit;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  cursor: pointer;
`;
