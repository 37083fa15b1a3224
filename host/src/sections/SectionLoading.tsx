// The visible, announced loading state of a section while its remote arrives: the UI kit's
// loading indicator, with room above and below in the page.
import styled from 'styled-components';
import { LoadingIndicator } from '@school/shared';

const Room = styled.div`
  padding-block: ${({ theme }) => theme.space.md};
`;

export const loadingText = { ro: 'Se încarcă…', en: 'Loading…' } as const;

export function SectionLoading({ lang }: { lang: 'ro' | 'en' }) {
  return (
    <Room data-testid="section-loading">
      <LoadingIndicator label={loadingText[lang]} />
    </Room>
  );
}
