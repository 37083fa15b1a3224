// The screen of a content collection (news, galleries, documents, pages) on the admin screen core:
// its list filtered by status and school year (and its own filters), a Status column, Trash beside
// 'Add …', a delete that moves to the Trash, and the editor in place of the list.
import { Link } from 'react-router-dom';
import type { ContentStatus, RequestError } from '@school/shared';
import type { Column } from '@school/shared/admin-ui';
import { contentMessages } from '@school/shared/messages/content';
import { contentAdminMessages } from '@school/shared/messages/content-admin';
import { pathOf } from '@school/shared/routing';
import type { AdminScreenConfig, MutationHook } from '../screen/adminScreenConfig';
import { statusLabel } from './statusLabel';
import { contentRows, type ContentListHook, type ExtraFiltersHook } from './useContentRows';

/** What every content item has that a list shows. */
type ListedItem = { id: number; status: ContentStatus; publishAt: string | null };

export interface ContentScreenSpec<Item extends ListedItem> extends Pick<AdminScreenConfig<Item>, 'path' | 'noun' | 'rowName' | 'searchText' | 'Editor'> {
  /** The columns before Status and Actions. */
  columns: Column<Item>[];
  useList: ContentListHook<Item>;
  useItem: (id: number, options: { skip: boolean }) => { data?: Item; error?: RequestError };
  useDelete: MutationHook<number>;
  /** More filters beside status and school year (a document's category). */
  useExtraFilters?: ExtraFiltersHook;
}

const statusColumn: Column<ListedItem> = { key: 'status', header: 'Status', render: (item) => statusLabel(item), sortValue: (item) => statusLabel(item) };

export function contentScreen<Item extends ListedItem>(spec: ContentScreenSpec<Item>): AdminScreenConfig<Item> {
  const { useList, useExtraFilters, ...rest } = spec;
  return {
    ...rest,
    columns: [...spec.columns, statusColumn as Column<Item>],
    useRows: contentRows(useList, spec.noun.many, useExtraFilters),
    deleted: { result: contentMessages.movedToTrash, detail: contentAdminMessages.deleteToTrash },
    editorReplacesList: true,
    toolbarLinks: <Link to={pathOf('admin/trash')}>Trash</Link>,
  };
}
