import styled from 'styled-components';

/** The × that closes a dialog or dismisses a banner: give it an aria-label and <span aria-hidden="true">×</span>. */
export const CloseButton = styled.button`
  flex: none;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.title};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.hoverTint};
  }
`;
