import { useId } from 'react';
import styled from 'styled-components';
import type { NewsPost as NewsPostData } from '../content/types';
import { Gallery } from './Gallery';

const monthYear = new Intl.DateTimeFormat('ro-RO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "mai 2023" for "2023-05-19". */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate}T00:00:00Z`));
}

/** One news post: title, place and date, text, and its photos (`eagerImages` load at once). */
export function NewsPost({ post, eagerImages = 0 }: { post: NewsPostData; eagerImages?: number }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Title id={titleId}>{post.title}</Title>
      <Meta>
        {post.place}, <time dateTime={post.date}>{formatMonthYear(post.date)}</time>
      </Meta>
      {post.body.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <Gallery label={post.title} images={post.images} eagerCount={eagerImages} />
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
`;

const Meta = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
