import { publicMessages, useGetNewsQuery } from '@school/shared';
import { NewsPost } from '../components/NewsPost';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';
import { Missing, QueryStatus } from '../components/QueryStatus';

/** The Erasmus+ project's news posts carry this project name (the page's key). */
export const ERASMUS_PROJECT = 'erasmus-colourful-numbers';
const PROJECT_POSTS_MAX = 100;

const projectNews = { project: ERASMUS_PROJECT, pageSize: PROJECT_POSTS_MAX };

function ProjectNews() {
  const { data } = useGetNewsQuery(projectNews);
  if (!data) return null;
  if (data.items.length === 0) return <Missing>{publicMessages.newsEmpty}</Missing>;
  return (
    <>
      {data.items.map((post, index) => (
        <NewsPost key={post.id} post={post} monthOnly eagerImages={index === 0 ? 4 : 0} />
      ))}
    </>
  );
}

/** The project's page, shown whole once its posts are there too (nothing moves in under the reader). */
export default function ErasmusPage() {
  const { data, isLoading, isError, refetch } = useGetNewsQuery(projectNews);
  return (
    <Page description="Noutăți din proiectul Erasmus+ „Colourful Numbers”: întâlniri, activități și fotografii.">
      {data ? (
        <PageContent pageKey={`projects/${ERASMUS_PROJECT}`} after={<ProjectNews />} />
      ) : (
        <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="noutățile proiectului" />
      )}
    </Page>
  );
}
