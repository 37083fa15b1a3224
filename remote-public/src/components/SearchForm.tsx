import styled from 'styled-components';
import { publicMessages, SiteSearchForm } from '@school/shared';

/** The search page's own field, filled with the query it shows. */
export function SearchForm({ initialQuery }: { initialQuery: string }) {
  return <Wide key={initialQuery} initialQuery={initialQuery} label={publicMessages.searchAgain} />;
}

const Wide = styled(SiteSearchForm)`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
