// The kit's pagination over a page of media the API answered.
import { Pagination } from '@school/shared/admin-ui';
import type { MediaBrowser } from './useMediaBrowser';

export function MediaPagination({ browser, pageSizes }: { browser: MediaBrowser; pageSizes: number[] }) {
  const { page, pageSize, total } = browser;
  return (
    <Pagination
      page={page}
      pageCount={browser.pageCount}
      pageSize={pageSize}
      pageSizes={pageSizes}
      from={total === 0 ? 0 : (page - 1) * pageSize + 1}
      to={Math.min(total, page * pageSize)}
      total={total}
      onPageChange={browser.setPage}
      onPageSizeChange={browser.setPageSize}
    />
  );
}
