// The documents an editor published under one category of the Law 544 page, or, while there are
// none, the sentence the law's norms expect instead of an empty heading.
import styled from 'styled-components';
import { useGetDocumentsQuery, type PublicInformationCategory } from '@school/shared';
import { DocumentList } from '../components/DocumentList';
import { QueryStatus } from '../components/QueryStatus';

export const UPDATING = 'Informațiile din această secțiune sunt în curs de actualizare.';

/** The category's published documents (GET /api/content/documents?category=…), newest first. */
export function CategoryDocuments({ category }: { category?: PublicInformationCategory }) {
  const documents = useGetDocumentsQuery({ category, pageSize: 100 }, { skip: !category });
  if (!category) return <Updating>{UPDATING}</Updating>;
  if (documents.isLoading || documents.isError)
    return <QueryStatus isLoading={documents.isLoading} isError={documents.isError} onRetry={() => void documents.refetch()} what="documentele" />;
  const items = documents.data?.items ?? [];
  if (items.length === 0) return <Updating data-category={category}>{UPDATING}</Updating>;
  return <DocumentList documents={items} />;
}

const Updating = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;
