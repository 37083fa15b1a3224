import { useLocation } from 'react-router-dom';
import { pageTitleOf, useGetPageQuery } from '@school/shared';
import { Page } from '../components/Page';
import { PageContent } from '../components/PageContent';

/** A public route whose whole content editors keep in the API: the page with the route's key. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const key = pathname.replace(/^\/+|\/+$/g, '');
  const { data } = useGetPageQuery(key);
  return (
    <Page description={`${data?.title ?? pageTitleOf(pathname) ?? ''} — Școala Gimnazială „Mihai Eminescu” Valea Florilor.`} title={data?.title}>
      <PageContent pageKey={key} />
    </Page>
  );
}
