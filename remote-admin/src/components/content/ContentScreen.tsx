// One list screen for a content collection (news, galleries, documents): title, add button,
// status and school-year filters (and the screen's own), the searchable / sortable / paged table
// with Edit and Delete per row, the delete confirmation (to the trash), and the editor in place of
// the list while adding or editing. What differs is the ContentScreenConfig. An address naming an
// item (`?edit=12`, the "Needs attention" links) opens that item's editor; so does a draft kept
// when a save was refused because the session ended (then a reload through /login).
import { useCallback, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Button, LoadingIndicator, SelectField, getErrorMessage, type ContentStatus, type DocumentCategory, type RequestError } from '@school/shared';
import { DataTable, type Column } from '@school/shared/admin-ui';
import { contentMessages } from '@school/shared/messages/content';
import { contentAdminMessages } from '@school/shared/messages/content-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { clearDraft, loadDraft } from '@school/shared/admin-ui';
import { adminScreenPath, adminScreenQueryOf, pageTitles, pathOf, type AdminPath } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../BannerArea';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { PageTitle, Toolbar } from '../PageTitle';
import { schoolYearChoices } from './schoolYears';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface ContentEditorProps<Item> {
  /** The item being edited; undefined when adding. */
  item?: Item;
  onSaved: (message: string) => void;
  onBack: () => void;
}

/** What a list asks the API: the filters, and the largest page it gives (the table then searches, sorts and pages). */
export interface ContentListFilter {
  status: ContentStatus | 'ALL';
  page?: number;
  schoolYear?: string;
  category?: DocumentCategory;
  pageSize: number;
}

/** Which editor a kept draft belongs to ({} when adding), or null when there is none. */
function draftTarget(path: AdminPath): { id?: number } | null {
  const draft = loadDraft(path) as { editingId?: unknown } | null;
  if (!draft) return null;
  return typeof draft.editingId === 'number' ? { id: draft.editingId } : {};
}

/** The API's largest page: a school year of any kind of item fits in it. */
const LIST_SIZE = 100;

type MutationHook<Arg> = () => readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/** What every content item has that a list shows. */
type ListedItem = { id: number; status: ContentStatus; publishAt: string | null };

export interface ContentScreenConfig<Item extends ListedItem> {
  path: AdminPath;
  noun: { one: string; many: string };
  columns: Column<Item>[];
  rowName: (item: Item) => string;
  searchText: (item: Item) => string;
  useList: (filter: ContentListFilter, options?: { skip?: boolean }) => { data?: { items: Item[]; total: number }; isLoading: boolean; error?: RequestError };
  useDelete: MutationHook<number>;
  /** One item by id, for an address that names it. */
  useItem: (id: number, options: { skip: boolean }) => { data?: Item; isLoading: boolean; error?: RequestError };
  Editor: ComponentType<ContentEditorProps<Item>>;
  /** More filters beside status and school year (a document's category): their fields, and what they add to the query. */
  useExtraFilters?: () => { fields: ReactNode; filter: Partial<ContentListFilter> };
}

type StatusFilter = ContentListFilter['status'];

const schoolYearOfItem = (item: object) => ('schoolYear' in item && typeof item.schoolYear === 'string' ? item.schoolYear : null);

/**
 * The school years the filter offers: the usual ones (schoolYearChoices) and back to the oldest an
 * item of the list has, whatever the status and school year chosen. The list (any status, the
 * screen's other filters) is the one the screen first shows, read once; when it holds only the
 * newest LIST_SIZE, its last item (the oldest: lists come newest first) is read alone.
 */
function useSchoolYears<Item extends ListedItem>(useList: ContentScreenConfig<Item>['useList'], extraFilter: Partial<ContentListFilter>, chosen: string): string[] {
  const all = useList({ status: 'ALL', pageSize: LIST_SIZE, ...extraFilter });
  const total = all.data?.total ?? 0;
  const shown = all.data?.items.length ?? 0;
  const oldest = useList({ status: 'ALL', pageSize: 1, page: total, ...extraFilter }, { skip: total <= shown });
  const found = [...(all.data?.items ?? []), ...(total > shown ? (oldest.data?.items ?? []) : [])].map(schoolYearOfItem);
  return schoolYearChoices(new Date(), [...found, chosen]);
}

const noExtraFilters = () => ({ fields: null, filter: {} });

/** How a status reads in a list: a published item with a future publish time is scheduled. */
export function statusLabel(item: { status: ContentStatus; publishAt: string | null }, now = Date.now()): 'Draft' | 'Published' | 'Scheduled' {
  if (item.status === 'DRAFT') return 'Draft';
  return item.publishAt && Date.parse(item.publishAt) > now ? 'Scheduled' : 'Published';
}

export function ContentScreen<Item extends { id: number; status: ContentStatus; publishAt: string | null }>({ config }: { config: ContentScreenConfig<Item> }) {
  const { path, noun, rowName, searchText, Editor } = config;
  const titleId = useId();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [schoolYear, setSchoolYear] = useState('');
  const extra = (config.useExtraFilters ?? noExtraFilters)();
  const { data, isLoading, error } = config.useList({ status, schoolYear: schoolYear || undefined, pageSize: LIST_SIZE, ...extra.filter });
  const items = data?.items ?? [];
  const schoolYears = useSchoolYears(config.useList, extra.filter, schoolYear);
  const [chosen, setChosen] = useState<{ item?: Item; id?: number } | null>(() => draftTarget(path));
  // A kept draft names its item by id: the item comes with the list.
  const chosenItem = chosen?.item ?? (chosen?.id === undefined ? undefined : items.find((item) => item.id === chosen.id));
  const chosenReady = chosen !== null && (chosen.id === undefined || chosenItem !== undefined);
  const location = useLocation();
  const navigate = useNavigate();
  const { edit: linkedId, ...listQuery } = adminScreenQueryOf(location.search);
  const linked = config.useItem(linkedId ?? 0, { skip: linkedId === undefined || chosen !== null });
  const editing = chosenReady ? { item: chosenItem } : linkedId !== undefined && linked.data?.id === linkedId ? { item: linked.data } : null;
  // Leaving an editor the address opened drops the item from the address, so the list shows.
  const setEditing = (next: { item?: Item } | null) => {
    setChosen(next);
    if (linkedId !== undefined) void navigate(adminScreenPath(path, listQuery), { replace: true });
  };
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [remove, removing] = config.useDelete();
  // Add and Edit start afresh: a kept draft belongs to the editor it was typed in.
  const openEditor = useCallback(
    (item?: Item) => {
      clearDraft(path);
      setBanner(null);
      setChosen(item ? { item } : {});
    },
    [path],
  );

  const columns = useMemo<Column<Item>[]>(
    () => [
      ...config.columns,
      { key: 'status', header: 'Status', render: (item) => statusLabel(item), sortValue: (item) => statusLabel(item) },
      {
        key: 'actions',
        header: 'Actions',
        sortable: false,
        render: (item) => (
          <RowActions>
            <Button size="small" variant="secondary" aria-label={`Edit ${rowName(item)}`} onClick={() => openEditor(item)}>
              Edit
            </Button>
            <Button size="small" variant="danger" aria-label={`Delete ${rowName(item)}`} onClick={() => (setBanner(null), setToDelete(item))}>
              Delete
            </Button>
          </RowActions>
        ),
      },
    ],
    [config.columns, rowName, openEditor],
  );

  const confirmDelete = async () => {
    if (!toDelete || removing.isLoading) return;
    try {
      await remove(toDelete.id).unwrap();
      setBanner({ variant: 'success', message: contentMessages.movedToTrash, takeFocus: true });
    } catch (failure) {
      setBanner({ variant: 'error', message: getErrorMessage(failure as RequestError), takeFocus: true });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <Toolbar>
        <PageTitle id={titleId}>{pageTitles[path]}</PageTitle>
        {!editing && (
          <RowActions>
            <Link to={pathOf('admin/trash')}>Trash</Link>
            <Button onClick={() => openEditor()}>Add {noun.one}</Button>
          </RowActions>
        )}
      </Toolbar>
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />
      {!editing && linkedId !== undefined && linked.error && <Banner variant="error" message={getErrorMessage(linked.error)} />}
      {editing ? (
        <Editor
          key={editing.item?.id ?? 'new'}
          item={editing.item}
          onBack={() => {
            clearDraft(path);
            setEditing(null);
          }}
          onSaved={(message) => {
            setEditing(null);
            setBanner({ variant: 'success', message, takeFocus: true });
          }}
        />
      ) : (
        <>
          <Filters>
            <SelectField
              label="Status"
              name="status"
              value={status}
              showError={false}
              onChange={(value) => setStatus(value as StatusFilter)}
              options={[
                { value: 'ALL', label: 'All' },
                { value: 'DRAFT', label: 'Drafts' },
                { value: 'PUBLISHED', label: 'Published and scheduled' },
              ]}
            />
            <SelectField
              label="School year"
              name="schoolYear"
              value={schoolYear}
              showError={false}
              onChange={setSchoolYear}
              placeholderOption="All"
              options={schoolYears.map((year) => ({ value: year, label: year }))}
            />
            {extra.fields}
          </Filters>
          {isLoading ? (
            <LoadingIndicator />
          ) : error ? (
            <Banner variant="error" message={getErrorMessage(error)} />
          ) : (
            <>
              {data && data.total > items.length && (
                <p>
                  Showing the newest {items.length} of {data.total} {noun.many}: choose a school year to see the others.
                </p>
              )}
              <DataTable<Item>
              caption={noun.many.charAt(0).toUpperCase() + noun.many.slice(1)}
              rows={items}
              columns={columns}
              getRowKey={(item) => item.id}
              searchLabel={`Search ${noun.many}`}
              searchText={searchText}
              pageSizes={[10, 20, 50]}
              initialPageSize={10}
              emptyText={`No ${noun.many} found.`}
              />
            </>
          )}
        </>
      )}
      <ConfirmDeleteDialog
        name={toDelete ? rowName(toDelete) : null}
        detail={contentAdminMessages.deleteToTrash}
        busy={removing.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
