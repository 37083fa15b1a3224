// The console's one table of every school: status, domains and health (what needs attention,
// empty legal sections, last publish, storage used of its quota), sortable by any column, with
// Suspend / Resume, a new invitation link and its archive (Export, a download) per school.
import { useMemo } from 'react';
import { Button, getApiBaseUrl, type PlatformSchool } from '@school/shared';
import { DataTable, type Column } from '@school/shared/admin-ui';
import { schoolExportPath } from '@school/shared/routing';

/** 1536 → "1.5 KB"; binary units, as the quota (5 GB = 5 × 1024³ bytes). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}

const notCounted = '—';
const when = (millis: number | null) => (millis === null ? 'Never' : new Date(millis).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

export interface SchoolActions {
  onStatus: (school: PlatformSchool, action: 'suspend' | 'resume') => void;
  onInvite: (school: PlatformSchool) => void;
  onBranding: (school: PlatformSchool) => void;
  busy: boolean;
}

export function schoolColumns({ onStatus, onInvite, onBranding, busy }: SchoolActions): Column<PlatformSchool>[] {
  return [
    { key: 'name', header: 'School', sortValue: (school) => school.name },
    { key: 'status', header: 'Status', sortValue: (school) => (school.status === 'ACTIVE' ? 'Active' : 'Suspended') },
    { key: 'domains', header: 'Domains', sortValue: (school) => school.domains.join(', ') },
    { key: 'attention', header: 'Needs attention', sortValue: (school) => school.health.attention ?? -1, render: (school) => school.health.attention ?? notCounted },
    { key: 'legal', header: 'Empty legal sections', sortValue: (school) => school.health.emptyLegalSections ?? -1, render: (school) => school.health.emptyLegalSections ?? notCounted },
    { key: 'published', header: 'Last publish', sortValue: (school) => school.health.lastPublishAt ?? 0, render: (school) => when(school.health.lastPublishAt) },
    {
      key: 'storage',
      header: 'Storage used',
      sortValue: (school) => school.health.storageBytes,
      render: (school) => `${formatBytes(school.health.storageBytes)} of ${formatBytes(school.health.quotaBytes)}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (school) => (
        <>
          <Button size="small" variant="secondary" disabled={busy} onClick={() => onStatus(school, school.status === 'ACTIVE' ? 'suspend' : 'resume')} aria-label={`${school.status === 'ACTIVE' ? 'Suspend' : 'Resume'} ${school.name}`}>
            {school.status === 'ACTIVE' ? 'Suspend' : 'Resume'}
          </Button>{' '}
          <Button size="small" variant="secondary" onClick={() => onBranding(school)} aria-label={`Branding of ${school.name}`}>
            Branding
          </Button>{' '}
          <Button size="small" variant="secondary" disabled={busy} onClick={() => onInvite(school)} aria-label={`Invite an administrator to ${school.name}`}>
            Invite
          </Button>{' '}
          <a href={`${getApiBaseUrl()}${schoolExportPath.of(school.id)}`} download aria-label={`Export ${school.name}`}>
            Export
          </a>
        </>
      ),
    },
  ];
}

export function SchoolsTable({ schools, actions }: { schools: PlatformSchool[]; actions: SchoolActions }) {
  const { onStatus, onInvite, onBranding, busy } = actions;
  const columns = useMemo(() => schoolColumns({ onStatus, onInvite, onBranding, busy }), [onStatus, onInvite, onBranding, busy]);
  return (
    <DataTable
      caption="Schools"
      rows={schools}
      columns={columns}
      getRowKey={(school) => school.id}
      searchLabel="Search schools"
      emptyText="No school yet: add the first one above."
    />
  );
}
