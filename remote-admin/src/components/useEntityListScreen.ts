// The behaviour every list screen (subjects, teachers, classes) shares, written once: the details
// dialog (add / edit), validation shown only after a submit attempt, save (create without id,
// else update), the delete confirmation, and the success and error banners. A save refused
// because the session ended keeps the dialog as it is and its values as a draft, so the screen
// opens with them again after a sign-in that went through /login.
import { useCallback, useState } from 'react';
import { getErrorMessage, getFieldErrors, getStatus, isValid, type FieldErrors, type RequestError } from '@school/shared';
import { clearDraft, loadDraft, saveDraft } from '@school/shared/admin-ui';
import { restoredBanner, sessionExpiredBanner, type BannerMessage } from './BannerArea';
import { fieldBinder } from './bindField';

interface DialogDraft<Form> {
  editingId: number | undefined;
  form: Form;
}

/** The draft kept under `key`, completed with the empty form's fields, or null. */
function readDraft<Form extends object>(key: string, emptyForm: () => Form): DialogDraft<Form> | null {
  const draft = loadDraft(key) as Partial<DialogDraft<Partial<Form>>> | null;
  if (!draft || typeof draft.form !== 'object' || draft.form === null) return null;
  const editingId = typeof draft.editingId === 'number' ? draft.editingId : undefined;
  return { editingId, form: { ...emptyForm(), ...draft.form } };
}

export interface EntityTexts {
  added: string;
  updated: string;
  deleted: string;
}

export interface EntityListOptions<Row extends { id: number }, Form, Input> {
  /** Where this screen keeps a draft (one per screen, e.g. 'admin/subjects'). */
  draftKey: string;
  /** The values of an empty dialog (the spec's defaults preselected). */
  emptyForm: () => Form;
  /** The dialog's values for an existing row. Keep stable (a module constant). */
  toForm: (row: Row) => Form;
  /** What is sent to the API. */
  toInput: (form: Form) => Input;
  /** The shared validator of the entity. */
  validate: (input: Input) => FieldErrors;
  /** Each resolves on success and rejects with the request's error (RTK Query's `unwrap`). */
  create: (input: Input) => Promise<unknown>;
  update: (id: number, input: Input) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  texts: EntityTexts;
}

export interface DetailsDialogState<Form> {
  open: boolean;
  /** Undefined when adding. */
  editingId: number | undefined;
  form: Form;
  /** Messages beside the fields: the validator's after a submit attempt, and the API's refusals. */
  errors: FieldErrors;
  showErrors: boolean;
  /** The red banner inside the dialog when a save fails. */
  banner: BannerMessage | null;
  saving: boolean;
}

export function useEntityListScreen<Row extends { id: number }, Form extends object, Input>(
  options: EntityListOptions<Row, Form, Input>,
) {
  const { draftKey, emptyForm, toForm, toInput, validate, create, update, remove, texts } = options;

  const [draft] = useState(() => readDraft(draftKey, emptyForm));
  const [dialogOpen, setDialogOpen] = useState(draft !== null);
  const [editingId, setEditingId] = useState<number | undefined>(draft?.editingId);
  const [form, setForm] = useState<Form>(() => draft?.form ?? emptyForm());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [dialogBanner, setDialogBanner] = useState<BannerMessage | null>(draft ? restoredBanner : null);
  const [saving, setSaving] = useState(false);

  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);

  const openDialog = useCallback((id: number | undefined, values: Form) => {
    clearDraft(draftKey);
    setEditingId(id);
    setForm(values);
    setSubmitted(false);
    setServerErrors({});
    setDialogBanner(null);
    setBanner(null);
    setDialogOpen(true);
  }, [draftKey]);

  const openAdd = () => openDialog(undefined, emptyForm());
  // Stable while toForm is, so the table's columns need not be rebuilt at every render.
  const openEdit = useCallback((row: Row) => openDialog(row.id, toForm(row)), [openDialog, toForm]);
  const closeDialog = () => {
    clearDraft(draftKey);
    setDialogOpen(false);
  };

  const setField = useCallback(<K extends keyof Form>(name: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    // The API's refusal of a value no longer applies once the value changes.
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name as string];
      return rest;
    });
  }, []);

  const clientErrors = validate(toInput(form));
  const errors: FieldErrors = submitted ? { ...serverErrors, ...clientErrors } : serverErrors;

  const save = async () => {
    setSubmitted(true);
    setDialogBanner(null);
    const input = toInput(form);
    if (!isValid(validate(input)) || saving) return;
    setSaving(true);
    try {
      if (editingId === undefined) await create(input);
      else await update(editingId, input);
      clearDraft(draftKey);
      setDialogOpen(false);
      setBanner({ variant: 'success', message: editingId === undefined ? texts.added : texts.updated });
    } catch (error) {
      // The dialog stays open with what was typed.
      if (getStatus(error as RequestError) === 401) {
        saveDraft(draftKey, { editingId, form } satisfies DialogDraft<Form>);
        setDialogBanner(sessionExpiredBanner);
        return;
      }
      setServerErrors(getFieldErrors(error as RequestError));
      setDialogBanner({ variant: 'error', message: getErrorMessage(error as RequestError) });
    } finally {
      setSaving(false);
    }
  };

  const askDelete = useCallback((row: Row) => {
    setBanner(null);
    setToDelete(row);
  }, []);
  const cancelDelete = () => setToDelete(null);

  const confirmDelete = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await remove(toDelete.id);
      // The button that opened the confirmation is gone with its row: the result takes the focus.
      setBanner({ variant: 'success', message: texts.deleted, takeFocus: true });
    } catch (error) {
      setBanner({ variant: 'error', message: getErrorMessage(error as RequestError), takeFocus: true });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const details: DetailsDialogState<Form> = {
    open: dialogOpen,
    editingId,
    form,
    errors,
    showErrors: submitted || Object.keys(serverErrors).length > 0,
    banner: dialogBanner,
    saving,
  };

  return {
    details,
    setField,
    /** The props of the dialog's field for `form[field]`: `{...bind('name')}`. */
    bind: fieldBinder<Form>({ form, setField, errors, showErrors: details.showErrors }),
    openAdd,
    openEdit,
    closeDialog,
    save,
    dismissDialogBanner: () => setDialogBanner(null),
    banner,
    dismissBanner: () => setBanner(null),
    toDelete,
    deleting,
    askDelete,
    cancelDelete,
    confirmDelete,
  };
}
