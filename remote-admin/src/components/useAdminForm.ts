// An admin form (About us, a list screen's details dialog): the shared form state, plus what the
// admin screens do with a save. A failed save keeps what was typed and shows the red `Error!`
// banner with the API's message and its refusals beside the fields; a save refused because the
// session ended keeps the values as a draft too, which the screen opens with again after a
// sign-in that went through /login or a reload.
import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { getErrorMessage, getFieldErrors, getStatus, type RequestError } from '@school/shared';
import { clearDraft, loadDraft, saveDraft } from '@school/shared/admin-ui';
import { useSchemaForm, type SchemaFormOptions } from '@school/shared/forms';
import { restoredBanner, sessionExpiredBanner, type BannerMessage } from './BannerArea';

/** What a refused save keeps: the values, and which row was being edited (undefined when adding). */
export interface FormDraft<Values> {
  values: Values;
  editingId?: number;
}

/** The draft kept under `key`, its values completed from `template` (a field kept only when of the same type), or null. */
export function readFormDraft<Values extends object>(key: string, template: Values): FormDraft<Values> | null {
  const draft = loadDraft(key) as Partial<Record<keyof FormDraft<Values>, unknown>> | null;
  if (!draft || typeof draft.values !== 'object' || draft.values === null) return null;
  const typed = draft.values as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(template).map(([field, value]) => [field, typeof typed[field] === typeof value ? typed[field] : value]),
  ) as Values;
  return { values, editingId: typeof draft.editingId === 'number' ? draft.editingId : undefined };
}

export interface AdminFormOptions<Values, S extends z.ZodMiniType> extends SchemaFormOptions<Values, S> {
  /** Where a refused save keeps its draft: the screen's path. */
  draftKey: string;
  /** Whether the screen opens with a restored draft (it then says so). */
  restored: boolean;
  /** Whether a banner takes the focus when it appears (when it is outside the form's dialog). */
  bannersTakeFocus: boolean;
  /** Whether a save is on its way (the mutation's isLoading): another one waits for it. */
  busy: boolean;
  /** The save button(s) the session and restore banners name; 'Save Changes' unless told. */
  saveWith?: string;
}

export function useAdminForm<Values extends object, S extends z.ZodMiniType>(options: AdminFormOptions<Values, S>) {
  const { draftKey, restored, bannersTakeFocus, busy, saveWith } = options;
  const form = useSchemaForm(options);
  const [banner, setBanner] = useState<BannerMessage | null>(restored ? restoredBanner(saveWith) : null);
  const show = (message: BannerMessage) => {
    setBanner(bannersTakeFocus ? { ...message, takeFocus: true } : message);
    // A refusal sends the focus to the first field to correct, or to this banner.
    if (message.variant === 'error') form.refused();
  };

  /**
   * Sends the form's value when the schema accepts it. Answers true once saved; otherwise the
   * form stays as it is with the reason on show. `editingId` goes with a draft.
   */
  const save = async (send: (input: z.output<S>) => Promise<unknown>, editingId?: number): Promise<boolean> => {
    setBanner(null);
    const input = form.submit();
    if (input === undefined || busy) return false;
    try {
      await send(input);
      clearDraft(draftKey);
      form.setServerErrors({});
      return true;
    } catch (failure) {
      const error = failure as RequestError;
      if (getStatus(error) === 401) {
        saveDraft(draftKey, { values: form.values, editingId } satisfies FormDraft<Values>);
        show(sessionExpiredBanner(saveWith));
      } else {
        form.setServerErrors(getFieldErrors(error));
        show({ variant: 'error', message: getErrorMessage(error) });
      }
      return false;
    }
  };

  const dismissBanner = useCallback(() => setBanner(null), []);

  return { form, banner, showBanner: show, dismissBanner, save };
}
