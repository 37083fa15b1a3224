import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { croppedPhoto } from './recurringStyles';
import { formatDay, newsArticlePath, pathOf, publicMessages, theme, useGetNewsQuery } from '@school/shared';
import { InfoSection } from './InfoSection';
import { PhotoImage } from './PhotoImage';
import { QueryStatus } from './QueryStatus';

const LATEST_COUNT = 3;

/** The home page's newest posts: cover, title (to the article) and date, then a link to all news. */
export function LatestNews() {
  const { data, isLoading, isError, refetch } = useGetNewsQuery({ page: 1, pageSize: LATEST_COUNT });
  return (
    <InfoSection title={publicMessages.newsLatest}>
      {!data ? (
        <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="noutățile" />
      ) : data.items.length === 0 ? (
        <p>{publicMessages.newsEmpty}</p>
      ) : (
        <Cards>
          {data.items.map((post) => {
            const cover = post.coverImage ?? post.images[0];
            return (
              <li key={post.id}>
                {cover && <PhotoImage photo={cover} sizes={`(max-width: ${theme.breakpoints.phone}) 100vw, 320px`} loading="lazy" decoding="async" />}
                <h3>
                  <Link to={newsArticlePath(post.slug)}>{post.title}</Link>
                </h3>
                <time dateTime={post.date}>{formatDay(post.date)}</time>
              </li>
            );
          })}
        </Cards>
      )}
      <p>
        <AllNews to={pathOf('noutati')}>{publicMessages.allNews}</AllNews>
      </p>
    </InfoSection>
  );
}

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};

  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  img {
    ${croppedPhoto}
  }

  h3 {
    margin: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xxs}`};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  time {
    margin: ${({ theme }) => `0 ${theme.space.sm}`};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const AllNews = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;
