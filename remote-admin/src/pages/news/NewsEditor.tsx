// 'Add news post' / 'Edit news post': title, place, date, school year, body, cover image and
// photos; Save draft, Publish now, Schedule (publish at a time), Unpublish, Preview. Leaving with
// unsaved changes asks first. Every photo needs its alt text (unless decorative) before a save.
import { FormField, formatDay, SelectField, useAddNewsPostMutation, useGetNewsPostRevisionsQuery, useRestoreNewsPostRevisionMutation, useUpdateNewsPostMutation, type NewsPost } from '@school/shared';
import { newsInputSchema } from '@school/shared/schemas';
import { contentEditor, type ContentFieldsProps } from '../../components/content/contentEditor';
import { EditorPart } from '../../components/content/EditorPart';
import { PhotosPart } from '../../components/content/PhotosPart';
import { previewPhotos, type PreviewContent } from '../../components/content/previewDocument';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { RichTextField } from '../../components/richText/RichTextField';
import { CoverImageField } from './CoverImageField';
import { emptyNews, newsToInput, newsToValues, type NewsValues } from './newsValues';

const previewOf = (values: NewsValues): PreviewContent => ({
  title: values.title,
  meta: [values.place, values.date && formatDay(values.date)].filter(Boolean).join(', '),
  parts: [{ html: values.body, photos: previewPhotos([...(values.coverImage ? [values.coverImage] : []), ...values.images]) }],
});

function NewsFields({ editor, pickImage }: ContentFieldsProps<NewsPost, NewsValues, typeof newsInputSchema>) {
  const { form } = editor;
  return (
    <>
      <FormField label="Title" {...form.bind('title')} />
      <FormField label="Place" {...form.bind('place')} />
      <FormField label="Date" type="date" {...form.bind('date')} />
      <SelectField label="School year" {...form.bind('schoolYear')} placeholderOption="From the date" options={schoolYearChoices().map((year) => ({ value: year, label: year }))} />
      <RichTextField label="Body" {...form.bind('body')} onPickImage={pickImage} />
      <EditorPart>
        <legend>Cover image</legend>
        <CoverImageField photo={form.values.coverImage} onChange={(photo) => form.setField('coverImage', photo)} showErrors={editor.tried !== null} consentRequired={editor.publishing} />
      </EditorPart>
      <PhotosPart editor={editor} photos={form.values.images} onChange={(photos) => form.setField('images', photos)} error={form.errors.images ?? form.errors.coverImage} />
      <FormField label="Publish at" type="datetime-local" {...form.bind('publishAt')} />
    </>
  );
}

export const NewsEditor = contentEditor({
  type: 'news',
  schema: newsInputSchema,
  toValues: (post?: NewsPost) => (post ? newsToValues(post) : emptyNews()),
  toInput: newsToInput,
  publishAtOf: (values) => values.publishAt,
  useAdd: useAddNewsPostMutation,
  useUpdate: useUpdateNewsPostMutation,
  preview: previewOf,
  revisions: { useRevisions: useGetNewsPostRevisionsQuery, useRestore: useRestoreNewsPostRevisionMutation },
  richText: true,
  Fields: NewsFields,
});
