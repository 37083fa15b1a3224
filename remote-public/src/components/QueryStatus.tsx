import styled from 'styled-components';
import { publicMessages } from '@school/shared';

/**
 * What a page shows while live data loads, or when it could not be loaded (with a retry). Busy
 * while loading: the renderer never stores a snapshot of a page that still says so.
 */
export function QueryStatus({ isLoading, isError, onRetry, what }: { isLoading: boolean; isError: boolean; onRetry: () => void; what: string }) {
  if (isLoading)
    return (
      <p role="status" aria-busy="true">
        {publicMessages.loading(what)}
      </p>
    );
  if (isError)
    return (
      <p role="alert">
        {publicMessages.loadFailed(what)}{' '}
        <Retry type="button" onClick={onRetry}>
          {publicMessages.retry}
        </Retry>
      </p>
    );
  return null;
}

/** A missing item: a clear message instead of a blank area. */
export function Missing({ children }: { children: string }) {
  return <Notice role="status">{children}</Notice>;
}

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

const Retry = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;
