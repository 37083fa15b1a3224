// 'Edit page': the content of one public route (its key), its title and its ordered sections.
import { useId, useState, type FormEvent } from 'react';
import { Banner, FormField, useAddPageMutation, useGetPageRevisionsQuery, useRestorePageRevisionMutation, useUpdatePageMutation, type SitePage } from '@school/shared';
import { pageInputSchema } from '@school/shared/schemas';
import { statusLabel } from '../../components/content/ContentScreen';
import { EditorPart } from '../../components/content/EditorPart';
import { PublishActions } from '../../components/content/PublishActions';
import { RevisionsButton } from '../../components/content/RevisionsButton';
import { useContentEditor } from '../../components/content/useContentEditor';
import { FieldGrid } from '../../components/PageTitle';
import { SectionsEditor } from './SectionsEditor';
import { pageToInput, pageToValues } from './sectionValues';

export interface PageEditorProps {
  page?: SitePage;
  onSaved: (message: string) => void;
  onBack: () => void;
}

export function PageEditor({ page, onSaved, onBack }: PageEditorProps) {
  const formId = useId();
  const [initial] = useState(() => pageToValues(page));
  const [add, adding] = useAddPageMutation();
  const [update, updating] = useUpdatePageMutation();
  const editor = useContentEditor({
    path: 'admin/pages',
    schema: pageInputSchema,
    initialValues: initial,
    toInput: pageToInput,
    send: (input) => (page ? update({ ...input, id: page.id }).unwrap() : add(input).unwrap()),
    editingId: page?.id,
    busy: adding.isLoading || updating.isLoading,
    onSaved,
  });
  const { form, banner, dismissBanner } = editor;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save('draft');
  };

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{page ? `Edit page: ${page.title}` : 'Add page'}</h2>
      {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={dismissBanner} dismissLabel="Dismiss message" />}
      <form id={formId} noValidate onSubmit={onSubmit}>
        <FieldGrid>
          <FormField label="Address" {...form.bind('key')} disabled={page !== undefined} />
          <FormField label="Title" {...form.bind('title')} />
          <EditorPart>
            <legend>Sections</legend>
            <SectionsEditor sections={form.values.sections} onChange={(sections) => form.setField('sections', sections)} />
            {editor.tried !== null && form.errors.sections && <p role="alert">{form.errors.sections}</p>}
          </EditorPart>
        </FieldGrid>
        <PublishActions
          onIntent={(intent) => void editor.save(intent)}
          busyWith={editor.busyWith}
          canSchedule={false}
          canUnpublish={page !== undefined && statusLabel(page) !== 'Draft'}
          backLabel="Back to all pages"
          onBack={() => editor.guard.ask(onBack)}
        >
          {page && <RevisionsButton id={page.id} useRevisions={useGetPageRevisionsQuery} useRestore={useRestorePageRevisionMutation} onRestored={onSaved} />}
        </PublishActions>
      </form>
      {editor.guard.dialog}
    </section>
  );
}
