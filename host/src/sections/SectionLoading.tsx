// The visible, announced loading state of a section while its remote arrives.
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const Spinner = styled.span`
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

export const loadingText = { ro: 'Se încarcă…', en: 'Loading…' } as const;

export function SectionLoading({ lang }: { lang: 'ro' | 'en' }) {
  return (
    <Box role="status" aria-live="polite" data-testid="section-loading">
      <Spinner aria-hidden="true" />
      <span>{loadingText[lang]}</span>
    </Box>
  );
}
