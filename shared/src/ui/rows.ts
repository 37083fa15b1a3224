// The layouts of a row of things that wraps on a narrow screen: side by side with a gap
// (`wrapRow`), or pushed to its two ends (`spreadRow`: a title and its buttons, a table's pager).
import { css } from 'styled-components';
import type { Theme } from './theme';

type Gap = keyof Theme['space'];

export const wrapRow = (gap: Gap) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[gap]};
`;

export const spreadRow = (gap: Gap) => css`
  ${wrapRow(gap)}
  justify-content: space-between;
`;
