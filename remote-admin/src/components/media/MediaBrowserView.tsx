// The library's files as the media library page and the picker show them: the filters, the page
// of files (or that it is loading, or the error) with the actions the screen gives each card, and
// the pagination.
import { Banner, LoadingIndicator, getErrorMessage } from '@school/shared';
import { MediaFilters } from './MediaFilters';
import { MediaGrid, type MediaGridProps } from './MediaGrid';
import { MediaPagination } from './MediaPagination';
import type { MediaBrowser } from './useMediaBrowser';

export interface MediaBrowserViewProps extends Omit<MediaGridProps, 'items'> {
  browser: MediaBrowser;
  pageSizes: number[];
  /** The picker shows images only: no kind filter. */
  showKind?: boolean;
}

export function MediaBrowserView({ browser, actions, emptyText, pageSizes, showKind }: MediaBrowserViewProps) {
  return (
    <>
      <MediaFilters filters={browser.filters} onChange={browser.setFilter} showKind={showKind} />
      {browser.isLoading ? (
        <LoadingIndicator />
      ) : browser.error ? (
        <Banner variant="error" message={getErrorMessage(browser.error)} />
      ) : (
        <MediaGrid items={browser.items} emptyText={emptyText} actions={actions} />
      )}
      <MediaPagination browser={browser} pageSizes={pageSizes} />
    </>
  );
}
