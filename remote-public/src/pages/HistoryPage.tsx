import { useSchoolDetails } from '@school/shared';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';
import { Paragraphs } from '../components/Paragraphs';
import { QueryStatus } from '../components/QueryStatus';

/** /istoric: the page's own sections (its photo) from the API, then the history About us holds. */
export default function HistoryPage() {
  const { details: data, isLoading, failed, refetch } = useSchoolDetails();
  return (
    <Page description={`${data?.name || 'Școala'}: istoricul școlii.`}>
      <PageContent
        pageKey="istoric"
        after={
          data ? <Paragraphs text={data.history} /> : <QueryStatus isLoading={isLoading} isError={failed} onRetry={refetch} what="istoricul școlii" />
        }
      />
    </Page>
  );
}
