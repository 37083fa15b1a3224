import styled from 'styled-components';
import { focusRing } from '@school/shared';

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
  /* Focused, it shows over the blue navbar (or the admin's dark menu): white with a white ring,
     both 6:1 against the navbar, where the blue link and its blue ring could not be told apart. */
  &:focus {
    top: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${focusRing('background')}
`;
