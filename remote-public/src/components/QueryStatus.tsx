import styled from 'styled-components';

/** What a page shows while live data loads, or when it could not be loaded (with a retry). */
export function QueryStatus({ isLoading, isError, onRetry, what }: { isLoading: boolean; isError: boolean; onRetry: () => void; what: string }) {
  if (isLoading) return <p role="status">Se încarcă {what}…</p>;
  if (isError)
    return (
      <p role="alert">
        Nu am putut încărca {what}.{' '}
        <Retry type="button" onClick={onRetry}>
          Încercați din nou
        </Retry>
      </p>
    );
  return null;
}

const Retry = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;
