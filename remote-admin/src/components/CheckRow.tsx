// A checkbox with its label after it, on one line as tall as a touch target.
import styled from 'styled-components';

export const CheckRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
`;
