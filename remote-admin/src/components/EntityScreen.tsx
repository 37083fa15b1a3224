// One list screen for any entity (subjects, teachers, classes): title, add button, banner,
// searchable / sortable / paged table with edit and delete per row, the details dialog and the
// confirmation. What differs from one entity to the next is its EntityScreenConfig.
import { useId, useMemo, type FormEvent } from 'react';
import styled from 'styled-components';
import type * as z from 'zod/mini';
import { Banner, Button, LoadingIndicator, getErrorMessage } from '@school/shared';
import { DataTable, Dialog, type Column } from '@school/shared/admin-ui';
import { pageTitles } from '@school/shared/routing';
import { BannerArea } from './BannerArea';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import type { EntityScreenConfig } from './entityScreenConfig';
import { FieldGrid, PageTitle, Toolbar } from './PageTitle';
import { useEntityScreen } from './useEntityScreen';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const noChoices = () => undefined;

export function EntityScreen<Row extends { id: number }, Values extends object, S extends z.ZodMiniType>({
  config,
}: {
  config: EntityScreenConfig<Row, Values, S>;
}) {
  const { path, noun, columns, rowName, searchText, Fields } = config;
  const { data: rows, isLoading, error: loadError } = config.api.useList();
  const useChoices = config.useChoices ?? noChoices;
  useChoices();
  const screen = useEntityScreen(config);
  const { dialog, openEdit, askDelete } = screen;
  const formId = useId();

  const allColumns = useMemo<Column<Row>[]>(
    () => [
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
    ],
    [columns, rowName, openEdit, askDelete],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void screen.save();
  };

  return (
    <section aria-labelledby={`${formId}-title`}>
      <Toolbar>
        <PageTitle id={`${formId}-title`}>{pageTitles[path]}</PageTitle>
        <Button onClick={screen.openAdd}>Add {noun.one}</Button>
      </Toolbar>

      <BannerArea banner={screen.banner} onDismiss={screen.dismissBanner} />

      {isLoading ? (
        <LoadingIndicator />
      ) : loadError ? (
        <Banner variant="error" message={getErrorMessage(loadError)} />
      ) : (
        <DataTable<Row>
          caption={capitalized(noun.many)}
          rows={rows ?? []}
          columns={allColumns}
          getRowKey={(row: Row) => row.id}
          searchLabel={`Search ${noun.many}`}
          searchText={searchText}
          pageSizes={[10, 20, 50]}
          initialPageSize={10}
          emptyText={`No ${noun.many} found.`}
        />
      )}

      <Dialog
        open={dialog.open}
        title={`${capitalized(noun.one)} Details`}
        onClose={screen.closeDialog}
        closeLabel="Close dialog"
        footer={
          <>
            <Button variant="secondary" onClick={screen.closeDialog}>
              Close
            </Button>
            <Button type="submit" form={formId} busy={dialog.saving}>
              Save Changes
            </Button>
          </>
        }
      >
        <div id={dialog.form.scopeId}>
          {dialog.banner && (
            <Banner
              variant={dialog.banner.variant}
              title={dialog.banner.title}
              message={dialog.banner.message}
              onDismiss={dialog.dismissBanner}
              dismissLabel="Dismiss message"
            />
          )}
          <form id={formId} noValidate onSubmit={onSubmit}>
            <FieldGrid>
              <Fields bind={dialog.form.bind} />
            </FieldGrid>
          </form>
        </div>
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
