// One list screen for subjects, teachers and classes: title, add button, banner, searchable /
// sortable / paged table with edit and delete per row, the details dialog and the confirmation.
import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Button, LoadingIndicator, getErrorMessage, type FieldErrors, type RequestError } from '@school/shared';
import { DataTable, Dialog, type Column } from '@school/shared/admin-ui';
import { BannerArea } from './BannerArea';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { PageTitle, Toolbar, FieldGrid } from './PageTitle';
import type { useEntityListScreen } from './useEntityListScreen';
import type { BindField } from './bindField';

export type EntityColumn<Row> = Column<Row>;

export interface FieldsProps<Form> {
  form: Form;
  setField: <K extends keyof Form>(name: K, value: Form[K]) => void;
  errors: FieldErrors;
  showErrors: boolean;
  /** The name / value / onChange / error / showError props of one field: `{...bind('name')}`. */
  bind: BindField<Form>;
}

export interface EntityListScreenProps<Row extends { id: number }, Form extends object> {
  title: string;
  addLabel: string;
  dialogTitle: string;
  /** The table's caption, for screen readers. */
  caption: string;
  searchLabel: string;
  emptyText: string;
  rows: Row[] | undefined;
  isLoading: boolean;
  loadError: RequestError;
  /** Keep columns, rowName and searchText stable (module constants): the table memoizes on them. */
  columns: EntityColumn<Row>[];
  /** How the row is named in 'Edit …', 'Delete …' and 'Are you sure to delete …?'. */
  rowName: (row: Row) => string;
  searchText: (row: Row) => string;
  screen: ReturnType<typeof useEntityListScreen<Row, Form, never>>;
  renderFields: (props: FieldsProps<Form>) => ReactNode;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export function EntityListScreen<Row extends { id: number }, Form extends object>(
  props: EntityListScreenProps<Row, Form>,
) {
  const { title, addLabel, dialogTitle, caption, searchLabel, emptyText, rows, isLoading, loadError } = props;
  const { columns, rowName, searchText, screen, renderFields } = props;
  const { details, openEdit, askDelete } = screen;
  const formId = useId();

  const allColumns = useMemo<EntityColumn<Row>[]>(() => [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <Actions>
          <Button size="small" variant="secondary" aria-label={`Edit ${rowName(row)}`} onClick={() => openEdit(row)}>
            Edit
          </Button>
          <Button size="small" variant="danger" aria-label={`Delete ${rowName(row)}`} onClick={() => askDelete(row)}>
            Delete
          </Button>
        </Actions>
      ),
    },
  ], [columns, rowName, openEdit, askDelete]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void screen.save();
  };

  return (
    <section aria-labelledby={`${formId}-title`}>
      <Toolbar>
        <PageTitle id={`${formId}-title`}>{title}</PageTitle>
        <Button onClick={screen.openAdd}>{addLabel}</Button>
      </Toolbar>

      <BannerArea banner={screen.banner} onDismiss={screen.dismissBanner} />

      {isLoading ? (
        <LoadingIndicator />
      ) : loadError ? (
        <Banner variant="error" message={getErrorMessage(loadError)} />
      ) : (
        <DataTable<Row>
          caption={caption}
          rows={rows ?? []}
          columns={allColumns}
          getRowKey={(row: Row) => row.id}
          searchLabel={searchLabel}
          searchText={searchText}
          pageSizes={[10, 20, 50]}
          initialPageSize={10}
          emptyText={emptyText}
        />
      )}

      <Dialog
        open={details.open}
        title={dialogTitle}
        onClose={screen.closeDialog}
        closeLabel="Close dialog"
        footer={
          <>
            <Button variant="secondary" onClick={screen.closeDialog}>
              Close
            </Button>
            <Button type="submit" form={formId} busy={details.saving}>
              Save Changes
            </Button>
          </>
        }
      >
        {details.banner && (
          <Banner
            variant={details.banner.variant}
            title={details.banner.title}
            message={details.banner.message}
            onDismiss={screen.dismissDialogBanner}
            dismissLabel="Dismiss message"
          />
        )}
        <form id={formId} noValidate onSubmit={onSubmit}>
          <FieldGrid>
            {renderFields({
              form: details.form,
              setField: screen.setField,
              errors: details.errors,
              showErrors: details.showErrors,
              bind: screen.bind,
            })}
          </FieldGrid>
        </form>
      </Dialog>

      <ConfirmDeleteDialog
        name={screen.toDelete ? rowName(screen.toDelete) : null}
        busy={screen.deleting}
        onCancel={screen.cancelDelete}
        onConfirm={() => void screen.confirmDelete()}
      />
    </section>
  );
}
