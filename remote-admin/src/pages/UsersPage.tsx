// /admin/users: 'All Users' (ADMIN). The server searches, sorts and pages (GET /api/users); each
// row changes the role, sets a new password, or disables / enables after a confirmation. The
// API's refusals (the last enabled ADMIN) show in the red `Error!` banner. The role dialog says
// what each role may do.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Button, FormField, LoadingIndicator, ROLES, SelectField, getErrorMessage, type ManagedUser } from '@school/shared';
import { useGetUsersQuery } from '@school/shared/admin-api';
import { AdminDialog, DataTable, type Column, type ServerTableState } from '@school/shared/admin-ui';
import { pageTitles } from '@school/shared/routing';
import type { UserSort } from '@school/shared/types';
import { BannerArea } from '../components/BannerArea';
import { PageTitle, Toolbar } from '../components/PageTitle';
import { FormDialog } from '../components/FormDialog';
import { useUserActions } from '../users/useUserActions';
import { usersMessages } from '@school/shared/messages/account';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const RoleList = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.md};
`;

const roleOptions = ROLES.map((role) => ({ value: role, label: role }));

/** The table's sort as the API's `sort` (username first when none is chosen). */
const sortParam = (sort: ServerTableState['sort']): UserSort =>
  sort ? ((sort.direction === 'descending' ? `-${sort.key}` : sort.key) as UserSort) : 'username';

type UserActions = ReturnType<typeof useUserActions>;

/** The dialog of a user's form (role, password), open while the row's button chose it (`title`). */
function UserFormDialog({ title, form, actions, children }: { title: string | null; form: Pick<UserActions['roleForm'], 'banner' | 'dismissBanner'> & { form: { scopeId: string } }; actions: UserActions; children: ReactNode }) {
  return (
    <FormDialog title={title} banner={form.banner} onDismissBanner={form.dismissBanner} scopeId={form.form.scopeId} busy={actions.saving} onClose={actions.closeDialog} onSave={() => void actions.saveDialog()}>
      {children}
    </FormDialog>
  );
}

export default function UsersPage() {
  const titleId = useId();
  const [query, setQuery] = useState<ServerTableState>({ query: '', sort: null, page: 1, pageSize: 10 });
  const { data, isLoading, error } = useGetUsersQuery({ q: query.query, sort: sortParam(query.sort), page: query.page, pageSize: query.pageSize });
  const actions = useUserActions();
  const { dialog, roleForm, passwordForm, listChanged } = actions;
  // A changed row may have left the page: the result then takes the focus.
  useEffect(listChanged, [data, listChanged]);

  const columns = useMemo<Column<ManagedUser>[]>(
    () => [
      { key: 'username', header: 'Username', sortable: true, render: (user) => user.username },
      { key: 'name', header: 'Name', sortable: true, render: (user) => `${user.firstName} ${user.lastName}` },
      { key: 'role', header: 'Role', sortable: true, render: (user) => user.role },
      { key: 'status', header: 'Status', sortable: false, render: (user) => (user.disabled ? 'Disabled' : 'Enabled') },
      {
        key: 'actions',
        header: 'Actions',
        sortable: false,
        render: (user) => (
          <Actions>
            <Button size="small" variant="secondary" aria-label={`Change role of ${user.username}`} onClick={() => actions.openRole(user)}>
              Change role
            </Button>
            <Button size="small" variant="secondary" aria-label={`Set password of ${user.username}`} onClick={() => actions.openPassword(user)}>
              Set password
            </Button>
            <Button size="small" variant="danger" aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.username}`} onClick={() => actions.askToggle(user)}>
              {user.disabled ? 'Enable' : 'Disable'}
            </Button>
          </Actions>
        ),
      },
    ],
    // The actions' callbacks change each render; the table's columns need not follow them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <section aria-labelledby={titleId}>
      <Toolbar>
        <PageTitle id={titleId}>{pageTitles['admin/users']}</PageTitle>
      </Toolbar>

      <BannerArea banner={actions.banner} onDismiss={actions.dismissBanner} />

      {isLoading ? (
        <LoadingIndicator />
      ) : error ? (
        <Banner variant="error" message={getErrorMessage(error)} />
      ) : (
        <DataTable<ManagedUser>
          caption="Users"
          rows={data?.items ?? []}
          columns={columns}
          getRowKey={(user) => user.id}
          searchLabel="Search users"
          pageSizes={[10, 20, 50]}
          initialPageSize={10}
          emptyText="No users found."
          server={{ total: data?.total ?? 0, onChange: setQuery }}
        />
      )}

      <UserFormDialog title={dialog?.kind === 'role' ? `Change role of ${dialog.user.username}` : null} form={roleForm} actions={actions}>
        <SelectField label="Role" options={roleOptions} {...roleForm.form.bind('role')} />
        <RoleList aria-label="What each role may do">
          {ROLES.map((role) => (
            <li key={role}>
              {role}: {usersMessages.roleDescriptions[role]}
            </li>
          ))}
        </RoleList>
      </UserFormDialog>

      <UserFormDialog title={dialog?.kind === 'password' ? `Set password of ${dialog.user.username}` : null} form={passwordForm} actions={actions}>
        <FormField label="New password" type="password" autoComplete="new-password" {...passwordForm.form.bind('password')} />
      </UserFormDialog>

      <AdminDialog
        open={actions.toToggle !== null}
        title="Confirmation"
        onClose={actions.cancelToggle}
        closeLabel="Close confirmation"
        dismissText="Cancel"
        action={{ label: "I'm sure.", variant: 'danger', onClick: () => void actions.confirmToggle(), busy: actions.saving }}
      >
        <p>
          {actions.toToggle?.disabled
            ? `Are you sure to enable ${actions.toToggle.username}?`
            : `Are you sure to disable ${actions.toToggle?.username ?? ''}? They will be signed out everywhere and cannot sign in.`}
        </p>
      </AdminDialog>
    </section>
  );
}
