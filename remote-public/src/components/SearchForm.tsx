import styled from 'styled-components';
import { SiteSearchForm } from '@school/shared';
import { publicPageMessages } from '@school/shared/messages/public-pages';

/** The search page's own field, filled with the query it shows. */
export function SearchForm({ initialQuery }: { initialQuery: string }) {
  return <Wide key={initialQuery} initialQuery={initialQuery} label={publicPageMessages.searchAgain} />;
}

const Wide = styled(SiteSearchForm)`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
