// The visible, announced loading state of a section while its remote arrives.
import styled from 'styled-components';
import { LoadingIndicator } from '@school/shared';

const Loading = styled(LoadingIndicator)`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
`;

export const loadingText = { ro: 'Se încarcă…', en: 'Loading…' } as const;

export function SectionLoading({ lang }: { lang: 'ro' | 'en' }) {
  return <Loading label={loadingText[lang]} data-testid="section-loading" />;
}
