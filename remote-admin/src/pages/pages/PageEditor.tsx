// 'Edit page': the content of one public route (its key), its title and its ordered sections;
// Preview shows them as a visitor will read them, before they are published.
import { FormField, useAddPageMutation, useGetPageRevisionsQuery, useRestorePageRevisionMutation, useUpdatePageMutation, type SitePage } from '@school/shared';
import { pageInputSchema } from '@school/shared/schemas';
import { contentEditor, type ContentFieldsProps } from '../../components/content/contentEditor';
import { EditorPart } from '../../components/content/EditorPart';
import { pagePreview } from './pagePreview';
import { SectionsEditor } from './SectionsEditor';
import { pageToInput, pageToValues, type PageFormValues } from './sectionValues';

function PageFields({ editor, item: page }: ContentFieldsProps<SitePage, PageFormValues, typeof pageInputSchema>) {
  const { form } = editor;
  return (
    <>
      <FormField label="Address" {...form.bind('key')} disabled={page !== undefined} />
      <FormField label="Title" {...form.bind('title')} />
      <EditorPart>
        <legend>Sections</legend>
        <SectionsEditor sections={form.values.sections} onChange={(sections) => form.setField('sections', sections)} />
        {editor.tried !== null && form.errors.sections && <p role="alert">{form.errors.sections}</p>}
      </EditorPart>
    </>
  );
}

export const PageEditor = contentEditor({
  type: 'page',
  schema: pageInputSchema,
  toValues: pageToValues,
  toInput: pageToInput,
  useAdd: useAddPageMutation,
  useUpdate: useUpdatePageMutation,
  preview: pagePreview,
  revisions: { useRevisions: useGetPageRevisionsQuery, useRestore: useRestorePageRevisionMutation },
  Fields: PageFields,
});
