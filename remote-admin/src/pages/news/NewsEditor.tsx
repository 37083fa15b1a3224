// 'Add news post' / 'Edit news post': title, place, date, school year, body, cover image and
// photos; Save draft, Publish now, Schedule (publish at a time), Unpublish, Preview. Leaving with
// unsaved changes asks first. Every photo needs its alt text (unless decorative) before a save.
import { useState } from 'react';
import { FormField, formatDay, SelectField, useAddNewsPostMutation, useGetNewsPostRevisionsQuery, useRestoreNewsPostRevisionMutation, useUpdateNewsPostMutation, type NewsPost } from '@school/shared';
import { newsInputSchema } from '@school/shared/schemas';
import { ContentEditorForm } from '../../components/content/ContentEditorForm';
import { EditorPart } from '../../components/content/EditorPart';
import { PhotoListEditor } from '../../components/content/PhotoListEditor';
import { PreviewDialog } from '../../components/content/PreviewDialog';
import { previewPhotos, type PreviewContent } from '../../components/content/previewDocument';
import { RevisionsButton } from '../../components/content/RevisionsButton';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { useContentEditor } from '../../components/content/useContentEditor';
import type { ItemEditorProps } from '../../components/screen/adminScreenConfig';
import { addOrUpdate } from '../../components/content/addOrUpdate';
import { useImagePicker } from '../../components/media/useImagePicker';
import { RichTextField } from '../../components/richText/RichTextField';
import { CoverImageField } from './CoverImageField';
import { emptyNews, newsToInput, newsToValues, type NewsValues } from './newsValues';

const previewOf = (values: NewsValues): PreviewContent => ({
  title: values.title,
  meta: [values.place, values.date && formatDay(values.date)].filter(Boolean).join(', '),
  parts: [{ html: values.body, photos: previewPhotos([...(values.coverImage ? [values.coverImage] : []), ...values.images]) }],
});

export function NewsEditor({ item: post, draftKey, onSaved, onBack }: ItemEditorProps<NewsPost>) {
  const [initial] = useState(() => (post ? newsToValues(post) : emptyNews()));
  const editor = useContentEditor({
    draftKey,
    schema: newsInputSchema,
    initialValues: initial,
    toInput: newsToInput,
    publishAtOf: (values) => values.publishAt,
    ...addOrUpdate(post, useAddNewsPostMutation(), useUpdateNewsPostMutation()),
    onSaved,
  });
  const { form } = editor;
  const [preview, setPreview] = useState<PreviewContent | null>(null);
  const imagePicker = useImagePicker();

  return (
    <ContentEditorForm
      heading={post ? `Edit news post: ${post.title}` : 'Add news post'}
      editor={editor}
      item={post}
      canSchedule
      onPreview={() => setPreview(previewOf(form.values))}
      backLabel="Back to all news"
      onBack={onBack}
      buttons={post && <RevisionsButton id={post.id} useRevisions={useGetNewsPostRevisionsQuery} useRestore={useRestoreNewsPostRevisionMutation} onRestored={onSaved} />}
      dialogs={
        <>
          <PreviewDialog content={preview} onClose={() => setPreview(null)} />
          {imagePicker.dialog}
        </>
      }
    >
      <FormField label="Title" {...form.bind('title')} />
      <FormField label="Place" {...form.bind('place')} />
      <FormField label="Date" type="date" {...form.bind('date')} />
      <SelectField label="School year" {...form.bind('schoolYear')} placeholderOption="From the date" options={schoolYearChoices().map((year) => ({ value: year, label: year }))} />
      <RichTextField label="Body" {...form.bind('body')} onPickImage={imagePicker.pick} />
      <EditorPart>
        <legend>Cover image</legend>
        <CoverImageField photo={form.values.coverImage} onChange={(photo) => form.setField('coverImage', photo)} showErrors={editor.tried !== null} consentRequired={editor.publishing} />
      </EditorPart>
      <EditorPart>
        <legend>Photos</legend>
        <PhotoListEditor
          label="Photos"
          photos={form.values.images}
          onChange={(photos) => form.setField('images', photos)}
          showErrors={editor.tried !== null}
          consentRequired={editor.publishing}
          error={form.errors.images ?? form.errors.coverImage}
        />
      </EditorPart>
      <FormField label="Publish at" type="datetime-local" {...form.bind('publishAt')} />
    </ContentEditorForm>
  );
}
