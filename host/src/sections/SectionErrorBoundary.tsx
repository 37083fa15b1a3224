// One error boundary per section: a remote that cannot be loaded (server down, script error,
// version mismatch) or that throws while rendering costs only its own area. The message is in
// the page's language and Retry starts the load over.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

export const sectionErrorText = {
  ro: { message: 'Această secțiune nu se poate încărca acum.', hint: 'Verificați conexiunea și încercați din nou.', retry: 'Reîncearcă' },
  en: { message: 'This section could not be loaded.', hint: 'Check your connection and try again.', retry: 'Retry' },
} as const;

const Panel = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.small};
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const RetryButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

interface Props {
  lang: 'ro' | 'en';
  /** Called before the boundary re-renders its children on Retry. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[section] render failed', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const text = sectionErrorText[this.props.lang];
    return (
      <Panel role="alert" data-testid="section-error">
        <Message>{text.message}</Message>
        <p>{text.hint}</p>
        <RetryButton type="button" onClick={this.retry}>
          {text.retry}
        </RetryButton>
      </Panel>
    );
  }
}
