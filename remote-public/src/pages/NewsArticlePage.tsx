import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getStatus, newsArticlePath, pageTitles, pathOf, useGetNewsPostQuery } from '@school/shared';
import { publicPageMessages } from '@school/shared/messages/public-pages';
import { LastUpdated } from '../components/LastUpdated';
import { NewsPost } from '../components/NewsPost';
import { Page } from '../components/Page';
import { Missing, QueryStatus } from '../components/QueryStatus';

/**
 * One article. An old slug is answered by the API with a 301 to the current one, which the browser
 * follows: the post arrives under its new slug, and the address is replaced with the new one.
 */
export default function NewsArticlePage() {
  const slug = decodeURIComponent(useLocation().pathname.split('/')[2] ?? '');
  const navigate = useNavigate();
  const { data, error, isLoading, isError, refetch } = useGetNewsPostQuery(slug);
  useEffect(() => {
    if (data && data.slug !== slug) navigate(newsArticlePath(data.slug), { replace: true });
  }, [data, slug, navigate]);

  const back = (
    <Back>
      <Link to={pathOf('noutati')}>{publicPageMessages.backToNews}</Link>
    </Back>
  );
  if (!data) {
    return (
      <Page description={publicPageMessages.articleMissing} heading={pageTitles.noutati}>
        {getStatus(error) === 404 ? (
          <Missing>{publicPageMessages.articleMissing}</Missing>
        ) : (
          <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="articolul" />
        )}
        {back}
      </Page>
    );
  }
  return (
    <Page description={`${data.title} — ${data.place}`} title={data.title}>
      {/* Only the first photo (the cover: the page's largest paint) loads with the page; the
          gallery below it waits until it nears the screen. */}
      <NewsPost post={data} eagerImages={1} showTitle={false} />
      <LastUpdated at={data.updatedAt} />
      {back}
    </Page>
  );
}

const Back = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
