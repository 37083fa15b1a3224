// /admin/messages: 'Messages', what visitors send through the public forms (Law 544 requests,
// accessibility feedback, photo takedown requests), newest first, filtered by kind and status;
// each opens in 'Message Details', where its status changes.
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, getErrorMessage, LoadingIndicator, useGetMessagesQuery, type MessageKind, type MessageStatus, type VisitorMessage } from '@school/shared';
import { DataTable, type Column } from '@school/shared/admin-ui';
import { messageLimits } from '@school/shared/schemas';
import { pageTitles } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../components/BannerArea';
import { FilterSelect } from '../components/FilterSelect';
import { optionsOf } from '../components/labels';
import { PageTitle } from '../components/PageTitle';
import { MessageDetailsDialog } from './messages/MessageDetailsDialog';
import { MESSAGE_KINDS, MESSAGE_STATUSES, kindLabels, messageName, receivedOn, statusLabels } from './messages/messageLabels';
import { schoolDataMessages } from '@school/shared/messages/school-data';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const searchText = (m: VisitorMessage) => `${m.registrationNumber ?? ''} ${m.name} ${m.email} ${m.gallery ?? ''} ${m.text}`;

export default function MessagesPage() {
  const [kind, setKind] = useState<MessageKind | ''>('');
  const [status, setStatus] = useState<MessageStatus | ''>('');
  // The newest page the API gives at once; the filters narrow it on the server.
  const { data, isLoading, error } = useGetMessagesQuery({ kind: kind || undefined, status: status || undefined, pageSize: messageLimits.pageSizeMax });
  const [open, setOpen] = useState<VisitorMessage | null>(null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);

  const view = useCallback((message: VisitorMessage) => {
    setBanner(null);
    setOpen(message);
  }, []);

  const columns = useMemo<Column<VisitorMessage>[]>(
    () => [
      { key: 'receivedAt', header: 'Received', render: receivedOn, sortValue: (m) => m.receivedAt },
      { key: 'kind', header: 'Kind', render: (m) => kindLabels[m.kind], sortValue: (m) => kindLabels[m.kind] },
      { key: 'registrationNumber', header: 'Registration no.', sortValue: (m) => m.registrationNumber ?? '' },
      { key: 'name', header: 'From', sortValue: (m) => m.name },
      { key: 'status', header: 'Status', render: (m) => statusLabels[m.status], sortValue: (m) => statusLabels[m.status] },
      {
        key: 'actions',
        header: 'Actions',
        sortable: false,
        render: (m) => (
          <Button size="small" variant="secondary" aria-label={`View ${messageName(m)}`} onClick={() => view(m)}>
            View
          </Button>
        ),
      },
    ],
    [view],
  );

  return (
    <section aria-labelledby="messages-title">
      <PageTitle id="messages-title">{pageTitles['admin/messages']}</PageTitle>
      <BannerArea banner={banner} onDismiss={() => setBanner(null)} />
      <Filters>
        <FilterSelect label="Kind" name="kind" value={kind} onChange={setKind} allLabel="All kinds" options={optionsOf(MESSAGE_KINDS, kindLabels)} />
        <FilterSelect label="Status" name="status" value={status} onChange={setStatus} allLabel="All statuses" options={optionsOf(MESSAGE_STATUSES, statusLabels)} />
      </Filters>
      {isLoading ? (
        <LoadingIndicator />
      ) : error ? (
        <Banner variant="error" message={getErrorMessage(error)} />
      ) : (
        <>
          {data && data.total > data.items.length && (
            <Note>
              Showing the newest {data.items.length} of {data.total} messages. Choose a kind or a status to see the others.
            </Note>
          )}
          <DataTable<VisitorMessage>
            caption="Messages from visitors"
            rows={data?.items ?? []}
            columns={columns}
            getRowKey={(m) => m.id}
            searchLabel="Search messages"
            searchText={searchText}
            pageSizes={[10, 20, 50]}
            initialPageSize={10}
            emptyText="No messages found."
          />
        </>
      )}
      <MessageDetailsDialog
        message={open}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          setBanner({ variant: 'success', message: schoolDataMessages.visitorMessage.updated, takeFocus: true });
        }}
      />
    </section>
  );
}
