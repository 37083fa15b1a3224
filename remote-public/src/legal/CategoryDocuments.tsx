// The documents an editor published under one category of the Law 544 page, or, while there are
// none, the sentence the law's norms expect instead of an empty heading.
import styled from 'styled-components';

export const UPDATING = 'Informațiile din această secțiune sunt în curs de actualizare.';

/** The document categories of the content API that back the Law 544 sections (issue 11). */
export type PublicInformationCategory =
  | 'regulations'
  | 'budget-and-execution'
  | 'procurement'
  | 'asset-and-interest-declarations'
  | 'salary-rights'
  | 'annual-report';

/**
 * The category's documents. The content API's public document list (GET
 * /api/content/documents?category=…) has not reached this branch yet: until it does, every
 * category reads as being updated.
 */
export function CategoryDocuments({ category }: { category?: PublicInformationCategory }) {
  return <Updating data-category={category}>{UPDATING}</Updating>;
}

const Updating = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;
