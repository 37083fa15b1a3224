import type { ReactNode } from 'react';
import { getStatus, publicMessages, useGetPageQuery } from '@school/shared';
import { ContentSections } from './ContentSections';
import { LastUpdated } from './LastUpdated';
import { Missing, QueryStatus } from './QueryStatus';

interface PageContentProps {
  /** The page's key: its public address without the leading slash. */
  pageKey: string;
  /** Shown between the sections and the last update; also alone when the page has no content yet. */
  after?: ReactNode;
}

/** The editable content of a public route, from the API: its current sections, then when it was last updated. */
export function PageContent({ pageKey, after }: PageContentProps) {
  const { data, error, isLoading, isError, refetch } = useGetPageQuery(pageKey);
  if (getStatus(error) === 404) return after ?? <Missing>{publicMessages.pageMissing}</Missing>;
  if (!data) return <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="conținutul paginii" />;
  return (
    <>
      {/* An editor's answer holds the sections the rollover archived too: those are the archive's. */}
      <ContentSections sections={data.sections.filter((section) => !section.archived)} />
      {after}
      <LastUpdated at={data.updatedAt} />
    </>
  );
}
