// A checkbox with its label after it, on one line as tall as a touch target. The box itself is
// drawn 24 × 24 px (WCAG 2.2's minimum target size; browsers draw 13 px), and the label fills the
// row's height, so tapping its words or beside them ticks the box too.
import styled, { css } from 'styled-components';

/** A checkbox or radio drawn 24 × 24 px, not the browser's 13 px (WCAG 2.2's minimum target). */
export const targetSizedBox = css`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  min-width: 24px;
  min-height: 24px;
  margin: 0;
`;

export const CheckRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};

  input[type='checkbox'],
  input[type='radio'] {
    ${targetSizedBox}
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  label {
    display: flex;
    align-items: center;
    /* Also centred where a form's own rule makes its labels grids (the media filters). */
    align-content: center;
    align-self: stretch;
    min-width: 0;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;
