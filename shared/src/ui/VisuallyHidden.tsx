import styled, { css } from 'styled-components';

/** Out of sight but read aloud (and, for a control, focusable): the usual clip pattern, not display:none. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
  position: absolute !important;
`;
