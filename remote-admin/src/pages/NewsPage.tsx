// /admin/news: 'All News'. The posts of the chosen status and school year, searched, sorted and
// paged like the other lists; 'Add news post' and each row's Edit open the editor in place of the
// list, Delete moves a post to the trash after the confirmation.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, LoadingIndicator, SelectField, getErrorMessage, useDeleteNewsPostMutation, useGetNewsPostsQuery, type NewsPost, type RequestError } from '@school/shared';
import { DataTable, type Column } from '@school/shared/admin-ui';
import { contentMessages } from '@school/shared/messages/content';
import { pageTitles } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../components/BannerArea';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { schoolYearChoices } from '../components/content/schoolYears';
import { PageTitle, Toolbar } from '../components/PageTitle';
import { NewsEditor } from './news/NewsEditor';
import { statusOf } from './news/newsValues';

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

type StatusFilter = 'ALL' | 'DRAFT' | 'PUBLISHED';
type Editing = { post?: NewsPost } | null;

export default function NewsPage() {
  const titleId = useId();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [schoolYear, setSchoolYear] = useState('');
  const { data: posts, isLoading, error } = useGetNewsPostsQuery({ status, schoolYear: schoolYear || undefined });
  const [editing, setEditing] = useState<Editing>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [toDelete, setToDelete] = useState<NewsPost | null>(null);
  const [remove, removing] = useDeleteNewsPostMutation();

  const columns = useMemo<Column<NewsPost>[]>(
    () => [
      { key: 'title', header: 'Title', render: (post) => post.title, sortValue: (post) => post.title },
      { key: 'date', header: 'Date', render: (post) => post.date, sortValue: (post) => post.date },
      { key: 'status', header: 'Status', render: (post) => statusOf(post), sortValue: (post) => statusOf(post) },
      { key: 'schoolYear', header: 'School year', render: (post) => post.schoolYear, sortValue: (post) => post.schoolYear },
      {
        key: 'actions',
        header: 'Actions',
        sortable: false,
        render: (post) => (
          <RowActions>
            <Button size="small" variant="secondary" aria-label={`Edit ${post.title}`} onClick={() => { setBanner(null); setEditing({ post }); }}>
              Edit
            </Button>
            <Button size="small" variant="danger" aria-label={`Delete ${post.title}`} onClick={() => { setBanner(null); setToDelete(post); }}>
              Delete
            </Button>
          </RowActions>
        ),
      },
    ],
    [],
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
        <PageTitle id={titleId}>{pageTitles['admin/news']}</PageTitle>
        {!editing && (
          <Button onClick={() => { setBanner(null); setEditing({}); }}>
            Add news post
          </Button>
        )}
      </Toolbar>
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />
      {editing ? (
        <NewsEditor
          key={editing.post?.id ?? 'new'}
          post={editing.post}
          onBack={() => setEditing(null)}
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
              options={schoolYearChoices().map((year) => ({ value: year, label: year }))}
            />
          </Filters>
          {isLoading ? (
            <LoadingIndicator />
          ) : error ? (
            <Banner variant="error" message={getErrorMessage(error)} />
          ) : (
            <DataTable<NewsPost>
              caption="News posts"
              rows={posts ?? []}
              columns={columns}
              getRowKey={(post) => post.id}
              searchLabel="Search news"
              searchText={(post) => `${post.title} ${post.place} ${post.date}`}
              pageSizes={[10, 20, 50]}
              initialPageSize={10}
              emptyText="No news posts found."
            />
          )}
        </>
      )}
      <ConfirmDeleteDialog name={toDelete?.title ?? null} busy={removing.isLoading} onCancel={() => setToDelete(null)} onConfirm={() => void confirmDelete()} />
    </section>
  );
}
