import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf, publicMessages, useGetNewsQuery } from '@school/shared';
import { publicPageMessages } from '@school/shared/messages/public-pages';
import { NewsPost } from '../components/NewsPost';
import { Page } from '../components/Page';
import { Pagination } from '../components/Pagination';
import { Missing, QueryStatus } from '../components/QueryStatus';
import { recentSchoolYears } from '../components/schoolYears';

export const NEWS_PAGE_SIZE = 10;
/** How many past school years the filter offers (older ones are in the archive). */
const YEARS_OFFERED = 8;

const listAddress = (page: number, schoolYear: string) => {
  const query = new URLSearchParams();
  if (schoolYear) query.set('an', schoolYear);
  if (page > 1) query.set('pagina', String(page));
  const search = query.toString();
  return `${pathOf('noutati')}${search ? `?${search}` : ''}`;
};

export default function NewsListPage() {
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const yearId = useId();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const schoolYear = /^\d{4}-\d{4}$/.test(params.get('an') ?? '') ? params.get('an')! : '';
  const { data, isLoading, isError, refetch } = useGetNewsQuery({ page, pageSize: NEWS_PAGE_SIZE, schoolYear: schoolYear || undefined });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Page description="Noutățile școlii: evenimente, concursuri, proiecte și activități, cele mai noi întâi.">
      <Filter>
        <label htmlFor={yearId}>{publicPageMessages.schoolYearFilter}</label>
        <select id={yearId} value={schoolYear} onChange={(event) => navigate(listAddress(1, event.target.value))}>
          <option value="">{publicPageMessages.allYears}</option>
          {recentSchoolYears(YEARS_OFFERED).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </Filter>
      {!data ? (
        <QueryStatus isLoading={isLoading} isError={isError} onRetry={refetch} what="noutățile" />
      ) : data.items.length === 0 ? (
        <Missing>{publicMessages.newsEmpty}</Missing>
      ) : (
        <>
          {data.items.map((post, index) => (
            <NewsPost key={post.id} post={post} linkTitle eagerImages={index === 0 ? 4 : 0} />
          ))}
          <Pagination page={page} pages={pages} hrefOf={(n) => listAddress(n, schoolYear)} />
        </>
      )}
      <p>
        <Link to={pathOf('arhiva')}>{publicPageMessages.archiveLink}</Link>
      </p>
    </Page>
  );
}

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  select {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    font: inherit;
  }
`;
