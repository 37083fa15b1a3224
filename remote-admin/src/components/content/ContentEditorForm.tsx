// A content editor's frame: its heading, its banner, the form of its fields ended by the publish
// buttons (Enter saves, keeping the item a draft, on the site or scheduled), and the dialogs it
// opens, the leave guard's last.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Banner, type ContentStatus } from '@school/shared';
import { FieldGrid } from '../PageTitle';
import { PublishActions } from './PublishActions';
import { submitIntentOf, type useContentEditor } from './useContentEditor';

export interface ContentEditorFormProps {
  heading: string;
  editor: Pick<ReturnType<typeof useContentEditor>, 'banner' | 'dismissBanner' | 'save' | 'busyWith' | 'guard' | 'forgetDraft'> & { form: { scopeId: string } };
  /** The item edited; undefined while adding one. */
  item?: { status: ContentStatus; publishAt: string | null };
  canSchedule?: boolean;
  onPreview?: () => void;
  backLabel: string;
  onBack: () => void;
  /** More buttons before Back (Revisions). */
  buttons?: ReactNode;
  /** Dialogs the editor opens (preview, image picker). */
  dialogs?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

export function ContentEditorForm({ heading, editor, item, canSchedule = false, onPreview, backLabel, onBack, buttons, dialogs, children }: ContentEditorFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The editor takes the list's place: the focus goes to its heading, or it would fall to the page.
  useEffect(() => headingRef.current?.focus(), []);
  const { banner, dismissBanner } = editor;
  const submitIntent = submitIntentOf(item);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save(submitIntent);
  };
  return (
    <section aria-labelledby={headingId} id={editor.form.scopeId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={dismissBanner} dismissLabel="Dismiss message" />}
      <form noValidate onSubmit={onSubmit}>
        <FieldGrid>{children}</FieldGrid>
        <PublishActions
          submitIntent={submitIntent}
          onIntent={(intent) => void editor.save(intent)}
          busyWith={editor.busyWith}
          canSchedule={canSchedule}
          onPreview={onPreview}
          backLabel={backLabel}
          onBack={() =>
            editor.guard.ask(() => {
              editor.forgetDraft();
              onBack();
            })
          }
        >
          {buttons}
        </PublishActions>
      </form>
      {dialogs}
      {editor.guard.dialog}
    </section>
  );
}
