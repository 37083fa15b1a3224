import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface InfoSectionProps {
  title: string;
  children: ReactNode;
  /** Level of the section heading (default 2). */
  headingLevel?: 2 | 3;
  /** The section's anchor (a table of contents links to it). */
  id?: string;
}

/** A titled part of a page: a <section> named by its heading. */
export function InfoSection({ title, children, headingLevel = 2, id }: InfoSectionProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title}
      </Heading>
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.title};
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
`;
