import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { newsArticlePath, useSearchContentQuery, type SearchResult } from '@school/shared';
import { publicPageMessages } from '@school/shared/messages/public-pages';
import { ExternalLink } from '../components/ExternalLink';
import { Highlight, queryWords } from '../components/Highlight';
import { Page } from '../components/Page';
import { QueryStatus } from '../components/QueryStatus';
import { SearchForm } from '../components/SearchForm';

/** Where a result leads: a news article, a page by its key, a document's file or link, the archive for a gallery. */
function ResultTitle({ result, query }: { result: SearchResult; query: string }) {
  const title = <Highlight text={result.title} query={query} />;
  if (result.type === 'document' && result.ref) return <ExternalLink href={result.ref}>{title}</ExternalLink>;
  const to = result.type === 'news' && result.ref ? newsArticlePath(result.ref) : result.type === 'page' && result.ref ? `/${result.ref}` : '/arhiva';
  return <Link to={to}>{title}</Link>;
}

function Results({ query }: { query: string }) {
  const { data, isFetching, isError, refetch } = useSearchContentQuery(query);
  if (!data || isFetching) return <QueryStatus isLoading={isFetching} isError={isError} onRetry={refetch} what="rezultatele" />;
  if (data.results.length === 0) return <p role="status">{publicPageMessages.searchNone(query)}</p>;
  return (
    <>
      <p role="status">{publicPageMessages.searchCount(data.results.length, query)}</p>
      <List>
        {data.results.map((result) => (
          <li key={`${result.type}-${result.id}`}>
            <Type>{publicPageMessages.resultTypes[result.type]}</Type>
            <h2>
              <ResultTitle result={result} query={query} />
            </h2>
            {result.snippet && (
              <p>
                <Highlight text={result.snippet} query={query} />
              </p>
            )}
          </li>
        ))}
      </List>
    </>
  );
}

export default function SearchPage() {
  const params = new URLSearchParams(useLocation().search);
  const query = (params.get('q') ?? '').trim();
  const searchable = queryWords(query).some((word) => word.length >= 2);
  return (
    <Page description="Căutare în paginile, noutățile, documentele și galeriile foto ale școlii.">
      <SearchForm initialQuery={query} />
      {searchable ? <Results query={query} /> : <p>{publicPageMessages.searchPrompt}</p>}
    </Page>
  );
}

const List = styled.ol`
  list-style: none;
  padding: 0;

  li {
    padding: ${({ theme }) => `${theme.space.md} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  }
`;

const Type = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  text-transform: uppercase;
`;
