// /admin/audit-log: 'Audit log' (ADMIN). Every write by anyone, newest first, paged by the server:
// the table's search finds a person (part of a username); the item type and the days narrow it.
// Each change is said in words by its kind (auditChanges.ts; the API writes the labels and an
// enum's words), never JSON or markup; item types, actions and automatic writers too (auditWords.ts).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Banner, FormField, LoadingIndicator, SelectField, getErrorMessage, type AuditEntry } from '@school/shared';
import { useGetAuditLogQuery } from '@school/shared/admin-api';
import { DataTable, type Column, type ServerTableState } from '@school/shared/admin-ui';
import { pageTitles } from '@school/shared/routing';
import { PageTitle, Toolbar } from '../components/PageTitle';
import { changeText } from './auditChanges';
import { actionText, actorName, itemText, itemTypeOptions } from './auditWords';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Changes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

/** When, in the browser's time zone, to the minute. */
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', sortable: false, render: (entry) => <time dateTime={entry.at}>{when(entry.at)}</time> },
  { key: 'actor', header: 'Who', sortable: false, render: (entry) => actorName(entry.actor) },
  { key: 'action', header: 'Action', sortable: false, render: (entry) => actionText(entry.action) },
  { key: 'item', header: 'Item', sortable: false, render: (entry) => itemText(entry) },
  {
    key: 'changes',
    header: 'What changed',
    sortable: false,
    render: (entry) => (
      <Changes>
        {entry.changes.map((change) => (
          <li key={change.field}>{changeText(change)}</li>
        ))}
      </Changes>
    ),
  },
];

/** The start of a day picked in a date field (YYYY-MM-DD), in the browser's time zone, as an ISO time; `days` later when given. */
const startOfDay = (day: string, days = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
};

export default function AuditLogPage() {
  const titleId = useId();
  const [table, setTable] = useState<ServerTableState>({ query: '', sort: null, page: 1, pageSize: 20 });
  const [itemType, setItemType] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const { data, isLoading, error } = useGetAuditLogQuery(
    {
      actor: table.query || undefined,
      itemType: itemType || undefined,
      from: fromDay ? startOfDay(fromDay) : undefined,
      // Up to and with the last day: before the start of the next.
      to: toDay ? startOfDay(toDay, 1) : undefined,
      page: table.page,
      pageSize: table.pageSize,
    },
    // Writes elsewhere in the admin do not refresh this list: it is read afresh on opening.
    { refetchOnMountOrArgChange: true },
  );
  const dayField = { showError: false, type: 'date' } as const;

  return (
    <section aria-labelledby={titleId}>
      <Toolbar>
        <PageTitle id={titleId}>{pageTitles['admin/audit-log']}</PageTitle>
      </Toolbar>
      <Filters>
        <SelectField label="Item type" name="itemType" value={itemType} onChange={setItemType} options={itemTypeOptions} showError={false} />
        <FormField label="From (day)" name="from" value={fromDay} onChange={setFromDay} {...dayField} />
        <FormField label="To (day)" name="to" value={toDay} onChange={setToDay} {...dayField} />
      </Filters>
      {error && <Banner variant="error" message={getErrorMessage(error)} />}
      {isLoading ? (
        <LoadingIndicator />
      ) : (
        <DataTable<AuditEntry>
          caption="Changes, newest first"
          rows={data?.items ?? []}
          columns={columns}
          getRowKey={(entry) => entry.id}
          searchLabel="Person (username)"
          pageSizes={[20, 50, 100]}
          initialPageSize={20}
          emptyText="No changes found."
          server={{ total: data?.total ?? 0, onChange: setTable }}
        />
      )}
    </section>
  );
}
