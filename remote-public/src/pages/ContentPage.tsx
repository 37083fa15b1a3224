import { useLocation } from 'react-router-dom';
import { pageTitleOf, useGetPageQuery, useSchoolDetails } from '@school/shared';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';

/** A public route whose whole content editors keep in the API: the page with the route's key. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const key = pathname.replace(/^\/+|\/+$/g, '');
  const { data } = useGetPageQuery(key);
  const { details } = useSchoolDetails();
  return (
    <Page description={`${data?.title ?? pageTitleOf(pathname) ?? ''} — ${details?.name || 'Școala'}.`} title={data?.title}>
      <PageContent pageKey={key} />
    </Page>
  );
}
