import styled, { keyframes } from 'styled-components';

export type LoadingIndicatorProps = {
  /** Visible text, also what screen readers announce (for example 'Loading…' or 'Se încarcă…'). */
  label?: string;
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Spinner = styled.span`
  width: 1.5rem;
  height: 1.5rem;
  flex: none;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function LoadingIndicator({ label = 'Loading…' }: LoadingIndicatorProps) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
