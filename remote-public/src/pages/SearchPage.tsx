import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { newsArticlePath, pagePath, useSearchContentQuery, type SearchResult } from '@school/shared';
import { publicPageMessages } from '@school/shared/messages/public-pages';
import { DownloadLink } from '../components/DownloadLink';
import { ExternalLink } from '../components/ExternalLink';
import { Highlight, queryWords } from '../components/Highlight';
import { Page } from '../components/Page';
import { QueryStatus } from '../components/QueryStatus';
import { SearchForm } from '../components/SearchForm';

/**
 * The site address a result leads to: a news article, a page by its key; a gallery and About us'
 * texts answer the address where they are shown (a page, or the archive of the gallery's year).
 */
function addressOf(result: SearchResult): string | null {
  if (result.ref === null) return null;
  if (result.type === 'news') return newsArticlePath(result.ref);
  if (result.type === 'page') return pagePath(result.ref);
  return result.ref;
}

/** The result's title, a link to where it leads (a document's file or link opens in a new tab, an office file downloads). */
function ResultTitle({ result, query }: { result: SearchResult; query: string }) {
  const title = <Highlight text={result.title} query={query} />;
  if (result.type === 'document' && result.ref) {
    const DocumentLink = result.download ? DownloadLink : ExternalLink;
    return <DocumentLink href={result.ref}>{title}</DocumentLink>;
  }
  const to = addressOf(result);
  return to ? <Link to={to}>{title}</Link> : title;
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
