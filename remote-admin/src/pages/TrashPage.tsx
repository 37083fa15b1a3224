// /admin/trash: 'Trash'. What editors deleted in the last 30 days (news, pages, documents,
// galleries), each with the day it is kept until: Restore puts an item back where it was; Delete
// for good, after the confirmation, removes it and the files only it used.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, LoadingIndicator, getErrorMessage, type RequestError, type TrashItem } from '@school/shared';
import { useGetTrashQuery, usePurgeTrashItemMutation, useRestoreTrashItemMutation } from '@school/shared/admin-api';
import { DataTable, type Column } from '@school/shared/admin-ui';
import { contentMessages } from '@school/shared/messages/content';
import { contentAdminMessages } from '@school/shared/messages/content-admin';
import { pageTitles } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../components/BannerArea';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { contentTypeLabels } from '../components/labels';
import { PageTitle } from '../components/PageTitle';

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const day = (iso: string) => iso.slice(0, 10);

export default function TrashPage() {
  const titleId = useId();
  const { data: items, isLoading, error } = useGetTrashQuery();
  const [restore, restoring] = useRestoreTrashItemMutation();
  const [purge, purging] = usePurgeTrashItemMutation();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [toPurge, setToPurge] = useState<TrashItem | null>(null);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      // The row and its button are gone: the result takes the focus.
      setBanner({ variant: 'success', message: done, takeFocus: true });
    } catch (failure) {
      setBanner({ variant: 'error', message: getErrorMessage(failure as RequestError), takeFocus: true });
    }
  };

  const columns = useMemo<Column<TrashItem>[]>(
    () => [
      { key: 'title', header: 'Title', render: (item) => item.title, sortValue: (item) => item.title },
      { key: 'type', header: 'Type', render: (item) => contentTypeLabels[item.type], sortValue: (item) => contentTypeLabels[item.type] },
      { key: 'deletedAt', header: 'Deleted on', render: (item) => day(item.deletedAt), sortValue: (item) => item.deletedAt },
      // The future day the item is removed on: "Deleted for good on" read as if it were gone already.
      { key: 'purgeAt', header: 'Kept until', render: (item) => day(item.purgeAt), sortValue: (item) => item.purgeAt },
      {
        key: 'actions',
        header: 'Actions',
        sortable: false,
        render: (item) => (
          <RowActions>
            <Button size="small" variant="secondary" aria-label={`Restore ${item.title}`} disabled={restoring.isLoading} onClick={() => void act(() => restore({ type: item.type, id: item.id }).unwrap(), contentAdminMessages.restored)}>
              Restore
            </Button>
            <Button size="small" variant="danger" aria-label={`Delete for good ${item.title}`} onClick={() => (setBanner(null), setToPurge(item))}>
              Delete for good
            </Button>
          </RowActions>
        ),
      },
    ],
    [restore, restoring.isLoading],
  );

  return (
    <section aria-labelledby={titleId}>
      <PageTitle id={titleId}>{pageTitles['admin/trash']}</PageTitle>
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />
      <p>{contentAdminMessages.trashKept}</p>
      {isLoading ? (
        <LoadingIndicator />
      ) : error ? (
        <Banner variant="error" message={getErrorMessage(error)} />
      ) : (
        <DataTable<TrashItem>
          caption="Deleted items"
          rows={items ?? []}
          columns={columns}
          getRowKey={(item) => `${item.type}-${item.id}`}
          searchLabel="Search the trash"
          searchText={(item) => `${item.title} ${contentTypeLabels[item.type]}`}
          pageSizes={[10, 20, 50]}
          initialPageSize={10}
          emptyText="The trash is empty."
        />
      )}
      <ConfirmDeleteDialog
        name={toPurge ? `${toPurge.title} for good` : null}
        detail={contentAdminMessages.purgeForGood}
        busy={purging.isLoading}
        onCancel={() => setToPurge(null)}
        onConfirm={() => {
          const item = toPurge;
          setToPurge(null);
          if (item) void act(() => purge({ type: item.type, id: item.id }).unwrap(), contentMessages.purged);
        }}
      />
    </section>
  );
}
