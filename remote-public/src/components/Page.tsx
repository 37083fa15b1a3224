import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useGetAboutUsQuery } from '@school/shared';

interface PageHeadProps {
  /** The page's own name; the document title is "{title} — {school name}". */
  title: string;
  description: string;
}

/** Sets the document title and meta description (React 19 hoists them into <head>). */
export function PageHead({ title, description }: PageHeadProps) {
  const { data } = useGetAboutUsQuery();
  const schoolName = data?.name.trim();
  return (
    <>
      <title>{schoolName ? `${title} — ${schoolName}` : title}</title>
      <meta name="description" content={description} />
    </>
  );
}

interface PageProps extends PageHeadProps {
  /** The visible h1; defaults to `title`. */
  heading?: ReactNode;
  children: ReactNode;
}

/** One public page: its head tags, its h1 and its contents. */
export function Page({ title, description, heading, children }: PageProps) {
  return (
    <Wrapper>
      <PageHead title={title} description={description} />
      <H1>{heading ?? title}</H1>
      {children}
    </Wrapper>
  );
}

// The host's <main> sets the page width and padding; the page only adds room at the bottom.
const Wrapper = styled.div`
  padding-bottom: ${({ theme }) => theme.space.xxl};

  p,
  li {
    max-width: 75ch;
  }
`;

const H1 = styled.h1`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: clamp(1.6rem, 1.2rem + 2vw, 2.4rem);
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.text};
`;
