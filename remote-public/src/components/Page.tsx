import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitleOf, usePageTitle } from '@school/shared';

interface PageProps {
  /** The meta description (React 19 hoists it into <head>); the host sets the document title. */
  description: string;
  /** The page's own title from its data (as editors keep it, an article's headline): its h1 and the document's title. */
  title?: string;
  /** An h1 that is not the document's title (the home page's school name). */
  heading?: ReactNode;
  children: ReactNode;
}

/** One public page: its meta description, its h1 and its contents. */
export function Page({ description, title, heading, children }: PageProps) {
  const { pathname } = useLocation();
  usePageTitle(title);
  return (
    <Wrapper>
      <meta name="description" content={description} />
      <H1>{heading ?? title ?? pageTitleOf(pathname)}</H1>
      {children}
    </Wrapper>
  );
}

// The host's <main> sets the page width and the room around it; the page adds none below its
// last block, so the footer follows the page closely.
const Wrapper = styled.div`
  /* Long codes and addresses (POCU/665/6/23/134153) wrap rather than widen a phone's page. */
  overflow-wrap: anywhere;

  p,
  li {
    max-width: 75ch;
  }

  > :last-child {
    margin-bottom: 0;
  }
`;

const H1 = styled.h1`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: clamp(1.6rem, 1.2rem + 2vw, 2.4rem);
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;
