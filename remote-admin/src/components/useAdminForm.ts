// An admin form (About us, a list screen's details dialog): the shared form state, plus what the
// admin screens do with a save. A failed save keeps what was typed and shows the red `Error!`
// banner with the API's message and its refusals beside the fields; a save refused because the
// session ended keeps the values as a draft too (useSessionDraft), which the form opens with
// again after a sign-in that went through /login or a reload.
import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { getErrorMessage, getFieldErrors, getStatus, type RequestError } from '@school/shared';
import { useSchemaForm, type SchemaFormOptions } from '@school/shared/forms';
import { restoredBanner, sessionExpiredBanner, type BannerMessage } from './BannerArea';
import { useSessionDraft } from './useSessionDraft';

export interface AdminFormOptions<Values, S extends z.ZodMiniType> extends SchemaFormOptions<Values, S> {
  /** Where a refused save keeps its draft: the address of what the form edits (`admin/news/12`); none without it. */
  draftKey?: string;
  /** Whether a banner takes the focus when it appears (when it is outside the form's dialog). */
  bannersTakeFocus: boolean;
  /** Whether a save is on its way (the mutation's isLoading): another one waits for it. */
  busy: boolean;
  /** The save button(s) the session and restore banners name; 'Save Changes' unless told. */
  saveWith?: string;
}

export function useAdminForm<Values extends object, S extends z.ZodMiniType>(options: AdminFormOptions<Values, S>) {
  const { draftKey, bannersTakeFocus, busy, saveWith } = options;
  const [initialValues] = useState(options.initialValues);
  const draft = useSessionDraft(draftKey, initialValues);
  // A kept draft is what the form opens with, and it says so.
  const form = useSchemaForm({ ...options, initialValues: draft.restored ?? initialValues });
  const [banner, setBanner] = useState<BannerMessage | null>(draft.restored ? restoredBanner(saveWith) : null);
  const show = (message: BannerMessage) => {
    setBanner(bannersTakeFocus ? { ...message, takeFocus: true } : message);
    // A refusal sends the focus to the first field to correct, or to this banner.
    if (message.variant === 'error') form.refused();
  };

  /**
   * Sends the form's value when the schema accepts it. Answers true once saved; otherwise the
   * form stays as it is with the reason on show.
   */
  const save = async (send: (input: z.output<S>) => Promise<unknown>): Promise<boolean> => {
    setBanner(null);
    const input = form.submit();
    if (input === undefined || busy) return false;
    try {
      await send(input);
      draft.forget();
      form.setServerErrors({});
      return true;
    } catch (failure) {
      const error = failure as RequestError;
      if (getStatus(error) === 401) {
        draft.keep(form.values);
        show(sessionExpiredBanner(saveWith));
      } else {
        form.setServerErrors(getFieldErrors(error));
        show({ variant: 'error', message: getErrorMessage(error) });
      }
      return false;
    }
  };

  const dismissBanner = useCallback(() => setBanner(null), []);

  /** Leaving the form without saving (Close, Back) forgets its draft. */
  return { form, banner, showBanner: show, dismissBanner, save, forgetDraft: draft.forget, restored: draft.restored !== null };
}
