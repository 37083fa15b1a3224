import styled from 'styled-components';

const IconButton = styled.button`
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

/** The × that closes a dialog or dismisses a banner; `label` is its accessible name. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton type="button" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </IconButton>
  );
}
