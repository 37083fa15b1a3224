// One admin screen of a collection: title, 'Add …' (and the toolbar's links), the result banner,
// the list's filters and its searchable / sortable / paged table with Edit and Delete per row, the
// delete confirmation, and the editor of the item the address opens: in place of the list (content
// items) or over it in a dialog (subjects, teachers, classes). What differs is the AdminScreenConfig.
import { useId, useMemo, useState } from 'react';
import { Banner, Button, LoadingIndicator, getErrorMessage } from '@school/shared';
import { DataTable } from '@school/shared/admin-ui';
import { NEW_ITEM, pageTitles } from '@school/shared/routing';
import { BannerArea, type BannerMessage } from '../BannerArea';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { PageTitle, Toolbar } from '../PageTitle';
import type { AdminScreenConfig } from './adminScreenConfig';
import { actionsColumn, ButtonRow } from './RowActions';
import { useOpenItem } from './useOpenItem';
import { useRowDelete } from './useRowDelete';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function AdminScreen<Row extends { id: number }>({ config }: { config: AdminScreenConfig<Row> }) {
  const { path, noun, rowName, Editor } = config;
  const titleId = useId();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const list = config.useRows();
  const opened = useOpenItem(path);
  const openId = typeof opened.item === 'number' ? opened.item : undefined;
  const listed = openId === undefined ? undefined : list.rows?.find((row) => row.id === openId);
  // An item the list lacks is read alone, once the list has answered.
  const single = config.useItem(openId ?? 0, { skip: openId === undefined || listed !== undefined || list.isLoading });
  const item = listed ?? (openId !== undefined && single.data?.id === openId ? single.data : undefined);
  const editing = opened.item === NEW_ITEM || item !== undefined;
  const inPlace = editing && config.editorReplacesList;
  const deletion = useRowDelete<Row>(config.useDelete, config.deleted.result, setBanner);
  const { open } = opened;

  const columns = useMemo(() => [...config.columns, actionsColumn(rowName, open, deletion.ask)], [config.columns, rowName, open, deletion.ask]);

  return (
    <section aria-labelledby={titleId}>
      <Toolbar>
        <PageTitle id={titleId}>{pageTitles[path]}</PageTitle>
        {!inPlace && (
          <ButtonRow>
            {config.toolbarLinks}
            <Button onClick={() => (setBanner(null), open(NEW_ITEM))}>Add {noun.one}</Button>
          </ButtonRow>
        )}
      </Toolbar>
      {/* A save's result shows once its editor has closed (the address's change may come later). */}
      <BannerArea banner={editing ? null : banner} onDismiss={() => setBanner(null)} />
      {!editing && single.error && <Banner variant="error" message={getErrorMessage(single.error)} />}
      {editing && opened.address && (
        <Editor
          key={opened.address}
          item={item}
          draftKey={opened.address}
          onBack={opened.close}
          onSaved={(message) => {
            opened.close();
            // A dialog gives the focus back to its opener; an editor in the list's place leaves none.
            setBanner({ variant: 'success', message, takeFocus: config.editorReplacesList });
          }}
        />
      )}
      {!inPlace && (
        <>
          {list.filters}
          {list.isLoading ? (
            <LoadingIndicator />
          ) : list.error ? (
            <Banner variant="error" message={getErrorMessage(list.error)} />
          ) : (
            <>
              {list.note}
              <DataTable<Row>
                caption={capitalized(noun.many)}
                rows={list.rows ?? []}
                columns={columns}
                getRowKey={(row) => row.id}
                searchLabel={`Search ${noun.many}`}
                searchText={config.searchText}
                pageSizes={[10, 20, 50]}
                initialPageSize={10}
                emptyText={`No ${noun.many} found.`}
              />
            </>
          )}
        </>
      )}
      <ConfirmDeleteDialog
        name={deletion.toDelete ? rowName(deletion.toDelete) : null}
        detail={config.deleted.detail}
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </section>
  );
}
