// The editor of a content item (news post, page, document, gallery, event) in place of its list:
// 'Add news post' / 'Edit news post: …' and 'Back to all news' from the kind's names, the form on
// the kind's schema with the publish buttons (Schedule when the kind has a publish time), Preview
// when the kind says what it shows, Revisions when it keeps them, and the media picker for a rich
// text. A kind gives its fields; the save, the draft kept and the leave guard are useContentEditor's.
import { useState, type ComponentType } from 'react';
import type * as z from 'zod/mini';
import { CONTENT_KINDS, type ContentStatus, type ContentType } from '@school/shared';
import { useImagePicker } from '../media/useImagePicker';
import type { RichTextImage } from '../richText/RichTextField';
import type { ItemEditorProps, MutationHook } from '../screen/adminScreenConfig';
import { addOrUpdate } from './addOrUpdate';
import { ContentEditorForm } from './ContentEditorForm';
import { PreviewDialog } from './PreviewDialog';
import type { PreviewContent } from './previewDocument';
import { RevisionsButton, type RestoreHook, type RevisionsHook } from './RevisionsButton';
import { useContentEditor, type SavedStatus } from './useContentEditor';

type EditedItem = SavedStatus & { id: number; title: string };

/** What a save sends: the schema's value with the status and publish time of the button pressed. */
type Sent<S extends z.ZodMiniType> = z.output<S> & { status: ContentStatus; publishAt: string | null };

export type ContentEditorState<Values extends object, S extends z.ZodMiniType> = ReturnType<typeof useContentEditor<Values, S>>;

export interface ContentFieldsProps<Item, Values extends object, S extends z.ZodMiniType> {
  editor: ContentEditorState<Values, S>;
  /** The item edited; undefined while adding one. */
  item?: Item;
  /** The values the form opened with. */
  initial: Values;
  /** A rich text's onPickImage (with `richText`). */
  pickImage: () => Promise<RichTextImage | null>;
}

export interface ContentEditorSpec<Item extends EditedItem, Values extends object, S extends z.ZodMiniType> {
  type: ContentType;
  /** The kind's input schema from @school/shared/schemas: the form's rules and what is sent. */
  schema: S;
  /** The form's values: the item's, or a new one's. */
  toValues: (item: Item | undefined) => Values;
  /** What the schema judges from the values (the chosen status is added on sending). */
  toInput: (values: Values) => unknown;
  /** Where Schedule finds its time (a datetime-local value); a kind without one has no Schedule. */
  publishAtOf?: (values: Values) => string;
  useAdd: MutationHook<Sent<S>>;
  useUpdate: MutationHook<Sent<S> & { id: number }>;
  /** What Preview shows; a kind without it has no Preview. */
  preview?: (values: Values) => PreviewContent;
  /** The kind's earlier versions (news, pages, events). */
  revisions?: { useRevisions: RevisionsHook; useRestore: RestoreHook };
  /** Whether a field is a rich text, which inserts images from the media library. */
  richText?: boolean;
  Fields: ComponentType<ContentFieldsProps<Item, Values, S>>;
}

export function contentEditor<Item extends EditedItem, Values extends object, S extends z.ZodMiniType>(spec: ContentEditorSpec<Item, Values, S>) {
  const { schema, toValues, toInput, publishAtOf, preview, revisions, richText = false, Fields } = spec;
  const { noun, plural } = CONTENT_KINDS[spec.type];
  return function ContentEditor({ item, draftKey, onSaved, onBack }: ItemEditorProps<Item>) {
    const [initial] = useState(() => toValues(item));
    const editor = useContentEditor({ draftKey, schema, initialValues: initial, toInput, publishAtOf, ...addOrUpdate(item, spec.useAdd(), spec.useUpdate()), onSaved });
    const [shown, setShown] = useState<PreviewContent | null>(null);
    const imagePicker = useImagePicker();

    return (
      <ContentEditorForm
        heading={item ? `Edit ${noun.one}: ${item.title}` : `Add ${noun.one}`}
        editor={editor}
        item={item}
        canSchedule={publishAtOf !== undefined}
        onPreview={preview && (() => setShown(preview(editor.form.values)))}
        backLabel={`Back to all ${plural.toLowerCase()}`}
        onBack={onBack}
        buttons={item && revisions && <RevisionsButton id={item.id} useRevisions={revisions.useRevisions} useRestore={revisions.useRestore} onRestored={onSaved} />}
        dialogs={
          <>
            {preview && <PreviewDialog content={shown} onClose={() => setShown(null)} />}
            {richText && imagePicker.dialog}
          </>
        }
      >
        <Fields editor={editor} item={item} initial={initial} pickImage={imagePicker.pick} />
      </ContentEditorForm>
    );
  };
}
