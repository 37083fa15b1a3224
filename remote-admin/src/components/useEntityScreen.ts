// The state of a list screen: the details dialog (add / edit) on the shared admin form, save
// (create without id, else update), the delete confirmation, and the page's result banner. A
// screen left with a draft (a save refused because the session ended) opens with its dialog.
import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { getErrorMessage, type RequestError } from '@school/shared';
import { clearDraft } from '@school/shared/admin-ui';
import type { BannerMessage } from './BannerArea';
import type { EntityScreenConfig } from './entityScreenConfig';
import { readFormDraft, useAdminForm } from './useAdminForm';

export function useEntityScreen<Row extends { id: number }, Values extends object, S extends z.ZodMiniType>(
  config: EntityScreenConfig<Row, Values, S>,
) {
  const { path, schema, emptyValues, toValues, toInput, results, api } = config;
  const [add, adding] = api.useAdd();
  const [update, updating] = api.useUpdate();
  const [remove, removing] = api.useDelete();

  const [draft] = useState(() => readFormDraft(path, emptyValues()));
  const [dialogOpen, setDialogOpen] = useState(draft !== null);
  const [editingId, setEditingId] = useState(draft?.editingId);
  const dialog = useAdminForm({
    schema,
    toInput,
    initialValues: () => draft?.values ?? emptyValues(),
    draftKey: path,
    restored: draft !== null,
    // The banner sits inside the open dialog, next to the focus.
    bannersTakeFocus: false,
    busy: adding.isLoading || updating.isLoading,
  });
  const { reset } = dialog.form;
  const dismissDialogBanner = dialog.dismissBanner;

  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const openDialog = useCallback(
    (id: number | undefined, values: Values) => {
      clearDraft(path);
      setEditingId(id);
      reset(values);
      dismissDialogBanner();
      setBanner(null);
      setDialogOpen(true);
    },
    [path, reset, dismissDialogBanner],
  );

  const save = async () => {
    const saved = await dialog.save(
      (input) => (editingId === undefined ? add(input).unwrap() : update(Object.assign({}, input, { id: editingId })).unwrap()),
      editingId,
    );
    if (!saved) return;
    setDialogOpen(false);
    setBanner({ variant: 'success', message: editingId === undefined ? results.added : results.updated });
  };

  const confirmDelete = async () => {
    if (!toDelete || removing.isLoading) return;
    try {
      await remove(toDelete.id).unwrap();
      // The button that opened the confirmation is gone with its row: the result takes the focus.
      setBanner({ variant: 'success', message: results.deleted, takeFocus: true });
    } catch (error) {
      setBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    } finally {
      setToDelete(null);
    }
  };

  return {
    dialog: { ...dialog, open: dialogOpen, saving: adding.isLoading || updating.isLoading },
    openAdd: () => openDialog(undefined, emptyValues()),
    // Stable while toValues is, so the table's columns need not be rebuilt at every render.
    openEdit: useCallback((row: Row) => openDialog(row.id, toValues(row)), [openDialog, toValues]),
    closeDialog: () => {
      clearDraft(path);
      setDialogOpen(false);
    },
    save,
    banner,
    dismissBanner: () => setBanner(null),
    toDelete,
    deleting: removing.isLoading,
    askDelete: useCallback((row: Row) => {
      setBanner(null);
      setToDelete(row);
    }, []),
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  };
}
