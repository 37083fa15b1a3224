// The editor of a school entity (a subject, a teacher, a class): its "… Details" dialog over the
// list, with its fields, Close and Save Changes; the save adds or updates, and says so.
import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { BindField } from '@school/shared/forms';
import { FormDialog } from '../FormDialog';
import { useAdminForm } from '../useAdminForm';
import type { ItemEditorProps, MutationHook } from './adminScreenConfig';

export interface EntityEditorSpec<Row extends { id: number }, Values extends object, S extends z.ZodMiniType> {
  /** The dialog's title: '{title} Details'. */
  title: string;
  /** The spec's results of a save (e.g. schoolDataMessages.subject). */
  results: { added: string; updated: string };
  /** The entity's schema from @school/shared/schemas: the dialog's rules and what is sent. */
  schema: S;
  /** The dialog's values when adding (the spec's defaults preselected). */
  emptyValues: () => Values;
  toValues: (row: Row) => Values;
  /** What the schema judges from the dialog's values (digits to numbers, ids to references), when not the values themselves. */
  toInput?: (values: Values) => unknown;
  /** The dialog's fields: `<FormField label="Name" {...bind('name')} />`. A component, so it may read lists for its choices. */
  Fields: ComponentType<{ bind: BindField<Values> }>;
  useAdd: MutationHook<z.output<S>>;
  useUpdate: MutationHook<z.output<S> & { id: number }>;
}

export function entityEditor<Row extends { id: number }, Values extends object, S extends z.ZodMiniType>(spec: EntityEditorSpec<Row, Values, S>) {
  const { title, results, schema, emptyValues, toValues, toInput, Fields } = spec;
  return function EntityEditor({ item, draftKey, onSaved, onBack }: ItemEditorProps<Row>) {
    const [add, adding] = spec.useAdd();
    const [update, updating] = spec.useUpdate();
    const busy = adding.isLoading || updating.isLoading;
    // The banner sits inside the dialog, next to the focus.
    const dialog = useAdminForm({ schema, toInput, initialValues: () => (item ? toValues(item) : emptyValues()), draftKey, bannersTakeFocus: false, busy });
    const save = async () => {
      const saved = await dialog.save((input) => (item ? update(Object.assign({}, input, { id: item.id })).unwrap() : add(input).unwrap()));
      if (saved) onSaved(item ? results.updated : results.added);
    };
    const close = () => {
      dialog.forgetDraft();
      onBack();
    };
    return (
      <FormDialog title={`${title} Details`} banner={dialog.banner} onDismissBanner={dialog.dismissBanner} scopeId={dialog.form.scopeId} busy={busy} onClose={close} onSave={() => void save()}>
        <Fields bind={dialog.form.bind} />
      </FormDialog>
    );
  };
}
