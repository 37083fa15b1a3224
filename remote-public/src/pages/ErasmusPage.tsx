import { publicMessages, useGetNewsQuery } from '@school/shared';
import { NewsPost } from '../components/NewsPost';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';
import { Missing, QueryStatus } from '../components/QueryStatus';

/** The Erasmus+ project's news posts carry this project name (the page's key). */
export const ERASMUS_PROJECT = 'erasmus-colourful-numbers';
const PROJECT_POSTS_MAX = 100;

function ProjectNews() {
  const { data, isLoading, isError, refetch } = useGetNewsQuery({ project: ERASMUS_PROJECT, pageSize: PROJECT_POSTS_MAX });
  if (!data) return <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="noutățile proiectului" />;
  if (data.items.length === 0) return <Missing>{publicMessages.newsEmpty}</Missing>;
  return (
    <>
      {data.items.map((post, index) => (
        <NewsPost key={post.id} post={post} monthOnly eagerImages={index === 0 ? 4 : 0} />
      ))}
    </>
  );
}

export default function ErasmusPage() {
  return (
    <Page description="Noutăți din proiectul Erasmus+ „Colourful Numbers”: întâlniri, activități și fotografii.">
      <PageContent pageKey={`projects/${ERASMUS_PROJECT}`} after={ <ProjectNews />} />
    </Page>
  );
}
