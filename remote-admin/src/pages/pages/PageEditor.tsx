// 'Edit page': the content of one public route (its key), its title and its ordered sections;
// Preview shows them as a visitor will read them, before they are published.
import { useState } from 'react';
import { FormField, useAddPageMutation, useGetPageRevisionsQuery, useRestorePageRevisionMutation, useUpdatePageMutation, type SitePage } from '@school/shared';
import { pageInputSchema } from '@school/shared/schemas';
import { ContentEditorForm } from '../../components/content/ContentEditorForm';
import { EditorPart } from '../../components/content/EditorPart';
import { PreviewDialog } from '../../components/content/PreviewDialog';
import type { PreviewContent } from '../../components/content/previewDocument';
import { RevisionsButton } from '../../components/content/RevisionsButton';
import { useContentEditor } from '../../components/content/useContentEditor';
import type { ItemEditorProps } from '../../components/screen/adminScreenConfig';
import { addOrUpdate } from '../../components/content/addOrUpdate';
import { pagePreview } from './pagePreview';
import { SectionsEditor } from './SectionsEditor';
import { pageToInput, pageToValues } from './sectionValues';

export function PageEditor({ item: page, draftKey, onSaved, onBack }: ItemEditorProps<SitePage>) {
  const [initial] = useState(() => pageToValues(page));
  const editor = useContentEditor({
    draftKey,
    schema: pageInputSchema,
    initialValues: initial,
    toInput: pageToInput,
    ...addOrUpdate(page, useAddPageMutation(), useUpdatePageMutation()),
    onSaved,
  });
  const { form } = editor;
  const [preview, setPreview] = useState<PreviewContent | null>(null);

  return (
    <ContentEditorForm
      heading={page ? `Edit page: ${page.title}` : 'Add page'}
      editor={editor}
      item={page}
      onPreview={() => setPreview(pagePreview(form.values))}
      backLabel="Back to all pages"
      onBack={onBack}
      buttons={page && <RevisionsButton id={page.id} useRevisions={useGetPageRevisionsQuery} useRestore={useRestorePageRevisionMutation} onRestored={onSaved} />}
      dialogs={<PreviewDialog content={preview} onClose={() => setPreview(null)} />}
    >
      <FormField label="Address" {...form.bind('key')} disabled={page !== undefined} />
      <FormField label="Title" {...form.bind('title')} />
      <EditorPart>
        <legend>Sections</legend>
        <SectionsEditor sections={form.values.sections} onChange={(sections) => form.setField('sections', sections)} />
        {editor.tried !== null && form.errors.sections && <p role="alert">{form.errors.sections}</p>}
      </EditorPart>
    </ContentEditorForm>
  );
}
