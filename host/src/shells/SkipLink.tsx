import styled from 'styled-components';

/** The first focusable element of every page: jumps over the navigation to the main content. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.small};
  &:focus {
    top: ${({ theme }) => theme.space.xs};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
