// The screen of a content kind (news, pages, documents, galleries, events) on the admin screen core:
// its path and words from the kind's names (shared's contentKinds.ts), its list filtered by status
// and school year (and its own filters), the Title column first and Status last, Trash beside
// 'Add …', a delete that moves to the Trash, and the editor in place of the list.
import { Link } from 'react-router-dom';
import { CONTENT_KINDS, type ContentStatus, type ContentType, type RequestError } from '@school/shared';
import type { Column } from '@school/shared/admin-ui';
import { contentMessages } from '@school/shared/messages/content';
import { contentAdminMessages } from '@school/shared/messages/content-admin';
import { pathOf } from '@school/shared/routing';
import type { AdminScreenConfig, MutationHook } from '../screen/adminScreenConfig';
import { statusLabel } from './statusLabel';
import { contentRows, type ContentListHook, type ExtraFiltersHook } from './useContentRows';

/** What every content item has that a list shows. */
type ListedItem = { id: number; title: string; status: ContentStatus; publishAt: string | null };

export interface ContentScreenSpec<Item extends ListedItem> extends Pick<AdminScreenConfig<Item>, 'searchText' | 'Editor'> {
  type: ContentType;
  /** The columns between Title and Status. */
  columns: Column<Item>[];
  useList: ContentListHook<Item>;
  useItem: (id: number, options: { skip: boolean }) => { data?: Item; error?: RequestError };
  useDelete: MutationHook<number>;
  /** More filters beside status and school year (a document's category). */
  useExtraFilters?: ExtraFiltersHook;
}

const titleColumn: Column<ListedItem> = { key: 'title', header: 'Title', sortValue: (item) => item.title };
const statusColumn: Column<ListedItem> = { key: 'status', header: 'Status', sortValue: (item) => statusLabel(item) };

export function contentScreen<Item extends ListedItem>(spec: ContentScreenSpec<Item>): AdminScreenConfig<Item> {
  const { type, useList, useExtraFilters, ...rest } = spec;
  const { adminPath, noun } = CONTENT_KINDS[type];
  return {
    ...rest,
    path: adminPath,
    noun,
    rowName: (item) => item.title,
    columns: [titleColumn as Column<Item>, ...spec.columns, statusColumn as Column<Item>],
    useRows: contentRows(useList, noun.many, useExtraFilters),
    deleted: { result: contentMessages.movedToTrash, detail: contentAdminMessages.deleteToTrash },
    editorReplacesList: true,
    toolbarLinks: <Link to={pathOf('admin/trash')}>Trash</Link>,
  };
}
