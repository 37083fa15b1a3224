import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDay, formatMonthYear, newsArticlePath, type NewsPost as NewsPostData } from '@school/shared';
import { Gallery } from './Gallery';
import { RichText } from './RichText';


interface NewsPostProps {
  post: NewsPostData;
  /** How many photos load at once (the rest lazily). */
  eagerImages?: number;
  /** The title links to the article's own page. */
  linkTitle?: boolean;
  /** Month and year only (the Erasmus page, as the spec gives its dates). */
  monthOnly?: boolean;
  /** False on the article's own page, whose h1 is the title. */
  showTitle?: boolean;
}

/** One news post: title, place and date, text, and its photos in the viewer. */
export function NewsPost({ post, eagerImages = 0, linkTitle = false, monthOnly = false, showTitle = true }: NewsPostProps) {
  const titleId = useId();
  const photos = [...(post.coverImage ? [post.coverImage] : []), ...post.images];
  return (
    <Article aria-labelledby={showTitle ? titleId : undefined} aria-label={showTitle ? undefined : post.title}>
      {showTitle && <Title id={titleId}>{linkTitle ? <Link to={newsArticlePath(post.slug)}>{post.title}</Link> : post.title}</Title>}
      <Meta>
        {post.place && `${post.place}, `}
        <time dateTime={post.date}>{monthOnly ? formatMonthYear(post.date) : formatDay(post.date)}</time>
      </Meta>
      <RichText html={post.body} />
      <Gallery label={post.title} images={photos} eagerCount={eagerImages} of="article" />
    </Article>
  );
}

const Article = styled.article`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Meta = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
