// What every content editor does with its form (news, galleries, documents): the admin form on
// the item's schema, the save with the status and publish time of the button pressed (Save draft,
// Publish now, Schedule, Unpublish) and its result, and the question before leaving unsaved changes.
// A draft kept when the session ended (for this item, or a new one) comes back as the form's values.
import { useState } from 'react';
import type * as z from 'zod/mini';
import { messages, type ContentStatus } from '@school/shared';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { validate } from '@school/shared/schemas';
import { useAdminForm } from '../useAdminForm';
import { statusLabel } from './statusLabel';
import { useLeaveGuard } from './useLeaveGuard';

export type Intent = 'draft' | 'publish' | 'schedule' | 'unpublish';

/** An item's status and publish time, as the API answers them. */
export interface SavedStatus {
  status: ContentStatus;
  publishAt: string | null;
}

const KEEP: Record<ReturnType<typeof statusLabel>, Intent> = { Draft: 'draft', Published: 'publish', Scheduled: 'schedule' };

/**
 * What the form's submit (Enter in a field) does with an item: keep it as it is, a draft (or a
 * new item) a draft, an item on the site or scheduled on the site or scheduled.
 */
export const submitIntentOf = (item: SavedStatus | undefined): Intent => KEEP[item ? statusLabel(item) : 'Draft'];

/** The submit button's words. */
export const submitLabelOf = (submitIntent: Intent) => (submitIntent === 'draft' ? 'Save draft' : 'Save changes');

/**
 * What the session and restore banners tell the editor to press: the buttons that save what was
 * typed, as PublishActions names them (a draft's Save draft, or Save changes once on the site).
 */
export const saveButtonsOf = (submitIntent: Intent) => (submitIntent === 'draft' ? `${submitLabelOf(submitIntent)} or Publish now` : submitLabelOf(submitIntent));

type Send<S extends z.ZodMiniType> = (input: z.output<S> & { status: ContentStatus; publishAt: string | null }) => Promise<unknown>;

export interface ContentEditorOptions<Values extends object, S extends z.ZodMiniType> {
  /** The item's address, where a save refused because the session ended keeps what was typed. */
  draftKey: string;
  schema: S;
  initialValues: Values;
  toInput: (values: Values) => unknown;
  /** Where a Schedule finds its time (a datetime-local value). */
  publishAtOf?: (values: Values) => string;
  /** POST when adding, PUT when editing. */
  send: Send<S>;
  /** The item edited, as saved; undefined while adding one. Its status decides the save buttons named. */
  item?: SavedStatus;
  busy: boolean;
  onSaved: (message: string) => void;
}

/** What a save says; an item on the site that stays there (Save changes, or Publish now again) had its changes saved, not published. */
const results = (publishAt: string | null, item: SavedStatus | undefined): Record<Intent, string> => ({
  draft: m.draftSaved,
  publish: item && statusLabel(item) === 'Published' ? m.changesSaved : m.published,
  schedule: m.scheduled(new Date(publishAt ?? 0).toLocaleString('en-GB')),
  unpublish: m.unpublished,
});

export function useContentEditor<Values extends object, S extends z.ZodMiniType>(options: ContentEditorOptions<Values, S>) {
  const { draftKey, schema, initialValues, toInput, publishAtOf, send, item, busy, onSaved } = options;
  const admin = useAdminForm({ schema, toInput, initialValues, draftKey, bannersTakeFocus: true, busy, saveWith: saveButtonsOf(submitIntentOf(item)) });
  const [tried, setTried] = useState<Intent | null>(null);
  const guard = useLeaveGuard(JSON.stringify(admin.form.values) !== JSON.stringify(initialValues));

  const save = async (intent: Intent) => {
    setTried(intent);
    let publishAt: string | null = null;
    if (intent === 'schedule') {
      const time = Date.parse(publishAtOf?.(admin.form.values) ?? '');
      if (Number.isNaN(time) || time <= Date.now()) {
        admin.form.submit();
        admin.showBanner({ variant: 'error', message: m.publishAtRequired });
        return;
      }
      publishAt = new Date(time).toISOString();
    }
    const status: ContentStatus = intent === 'draft' || intent === 'unpublish' ? 'DRAFT' : 'PUBLISHED';
    // The form judges the item as a draft; what only publishing requires (consent) is judged here.
    const asSent = validate(schema, Object.assign({}, toInput(admin.form.values), { status, publishAt }));
    if (!asSent.valid) {
      admin.form.submit();
      admin.form.setServerErrors(asSent.errors as Record<string, string>);
      admin.showBanner({ variant: 'error', message: messages.api.invalidInput });
      return;
    }
    if (!(await admin.save((input) => send(Object.assign({}, input, { status, publishAt }))))) return;
    guard.release();
    onSaved(results(publishAt, item)[intent]);
  };

  return {
    ...admin,
    save,
    tried,
    /** Whether a save was tried that publishes: consent is then required. */
    publishing: tried === 'publish' || tried === 'schedule',
    busyWith: (intent: Intent) => busy && tried === intent,
    guard,
  };
}
