import styled from 'styled-components';
import { CloseButton } from './CloseButton';

export type BannerVariant = 'error' | 'success';

export type BannerProps = {
  variant: BannerVariant;
  message: string;
  onDismiss?: () => void;
  dismissLabel?: string;
  /** The strong lead text; the spec's `Error!` / `Successful!` unless a page needs another language. */
  title?: string;
};

const defaultTitles: Record<BannerVariant, string> = { error: 'Error!', success: 'Successful!' };

const Wrapper = styled.div<{ $variant: BannerVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-block: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ $variant, theme }) => ($variant === 'error' ? theme.colors.danger : theme.colors.success)};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ $variant, theme }) => ($variant === 'error' ? theme.colors.dangerBg : theme.colors.successBg)};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xs};
`;

const Title = styled.strong<{ $variant: BannerVariant }>`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ $variant, theme }) => ($variant === 'error' ? theme.colors.danger : theme.colors.success)};
`;

/** Result of an action. Errors interrupt (role alert); successes are announced politely. */
export function Banner({ variant, message, onDismiss, dismissLabel = 'Dismiss', title }: BannerProps) {
  return (
    <Wrapper $variant={variant} role={variant === 'error' ? 'alert' : 'status'}>
      <Text>
        <Title $variant={variant}>{title ?? defaultTitles[variant]}</Title>{' '}
        {message}
      </Text>
      {onDismiss && (
        <CloseButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      )}
    </Wrapper>
  );
}
