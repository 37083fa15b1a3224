// The registration card's avatar: drawn inline, so nothing is fetched from anywhere.
import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 6rem;
  height: 6rem;
  margin: 0 auto ${({ theme }) => theme.space.md};
`;

export function Avatar() {
  return (
    <Svg viewBox="0 0 96 96" role="img" aria-label="New account avatar" xmlns="http://www.w3.org/2000/svg">
      <circle cx="48" cy="48" r="48" fill="#dbe7f6" />
      <circle cx="48" cy="38" r="17" fill="#1a5fb4" />
      <path d="M16 82c5-16 18-25 32-25s27 9 32 25a46 46 0 0 1-64 0z" fill="#1a5fb4" />
    </Svg>
  );
}
