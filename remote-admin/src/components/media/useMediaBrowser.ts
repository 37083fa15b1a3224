// What the library and the picker show: the search, the kind, "Missing alt text" and "Not used
// anywhere" filters and
// the page, each change of a filter going back to the first page. The API filters and pages.
import { useState } from 'react';
import { type MediaKind } from '@school/shared';
import { useGetMediaQuery } from '@school/shared/admin-api';

export interface MediaFilterValues {
  q: string;
  kind: MediaKind | '';
  missingAlt: boolean;
  /** Only files no content uses. */
  unused: boolean;
}

export function useMediaBrowser(initial: Partial<MediaFilterValues> = {}, initialPageSize = 24) {
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [filters, setFilters] = useState<MediaFilterValues>({ q: '', kind: '', missingAlt: false, unused: false, ...initial });
  const [page, setPage] = useState(1);
  const result = useGetMediaQuery({ q: filters.q, kind: filters.kind || undefined, missingAlt: filters.missingAlt, unused: filters.unused, page, pageSize });
  const total = result.data?.total ?? 0;
  return {
    filters,
    setFilter: (change: Partial<MediaFilterValues>) => {
      setFilters((current) => ({ ...current, ...change }));
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
    items: result.data?.items ?? [],
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error,
  };
}

export type MediaBrowser = ReturnType<typeof useMediaBrowser>;
