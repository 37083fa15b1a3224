// 'Add event' / 'Edit event': title, all day or at a time, start and end (Bucharest), place,
// category, school year (from the start when left), description; Save draft, Publish now,
// Schedule, Unpublish, Preview, and the earlier versions.
import { useState } from 'react';
import { eventCategoryWords, FormField, SelectField, type SchoolEvent } from '@school/shared';
import { useAddEventMutation, useGetEventRevisionsQuery, useRestoreEventRevisionMutation, useUpdateEventMutation } from '@school/shared/admin-api';
import { EVENT_CATEGORIES, eventInputSchema } from '@school/shared/schemas';
import { ContentEditorForm } from '../../components/content/ContentEditorForm';
import { PreviewDialog } from '../../components/content/PreviewDialog';
import type { PreviewContent } from '../../components/content/previewDocument';
import { RevisionsButton } from '../../components/content/RevisionsButton';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { useContentEditor } from '../../components/content/useContentEditor';
import { addOrUpdate } from '../../components/content/addOrUpdate';
import { useImagePicker } from '../../components/media/useImagePicker';
import { RichTextField } from '../../components/richText/RichTextField';
import type { ItemEditorProps } from '../../components/screen/adminScreenConfig';
import { emptyEvent, eventToInput, eventToValues, type EventValues } from './eventValues';

const previewOf = (values: EventValues): PreviewContent => ({
  title: values.title,
  meta: [values.start, values.end, values.place].filter(Boolean).join(', '),
  parts: [{ html: values.body, photos: [] }],
});

const categoryOptions = EVENT_CATEGORIES.map((category) => ({ value: category, label: eventCategoryWords[category].en }));
const dateFormOptions = [
  { value: 'day', label: 'All day' },
  { value: 'time', label: 'At a time' },
];

export function EventEditor({ item: event, draftKey, onSaved, onBack }: ItemEditorProps<SchoolEvent>) {
  const [initial] = useState(() => (event ? eventToValues(event) : emptyEvent()));
  const editor = useContentEditor({
    draftKey,
    schema: eventInputSchema,
    initialValues: initial,
    toInput: eventToInput,
    publishAtOf: (values) => values.publishAt,
    ...addOrUpdate(event, useAddEventMutation(), useUpdateEventMutation()),
    onSaved,
  });
  const { form } = editor;
  const [preview, setPreview] = useState<PreviewContent | null>(null);
  const imagePicker = useImagePicker();
  const dateType = form.values.dateForm === 'day' ? 'date' : 'datetime-local';

  return (
    <ContentEditorForm
      heading={event ? `Edit event: ${event.title}` : 'Add event'}
      editor={editor}
      item={event}
      canSchedule
      onPreview={() => setPreview(previewOf(form.values))}
      backLabel="Back to all events"
      onBack={onBack}
      buttons={event && <RevisionsButton id={event.id} useRevisions={useGetEventRevisionsQuery} useRestore={useRestoreEventRevisionMutation} onRestored={onSaved} />}
      dialogs={
        <>
          <PreviewDialog content={preview} onClose={() => setPreview(null)} />
          {imagePicker.dialog}
        </>
      }
    >
      <FormField label="Title" {...form.bind('title')} />
      <SelectField label="Dates" {...form.bind('dateForm')} options={dateFormOptions} />
      <FormField label="Start" type={dateType} {...form.bind('start')} />
      <FormField label="End (optional)" type={dateType} {...form.bind('end')} />
      <FormField label="Place" {...form.bind('place')} />
      <SelectField label="Category" {...form.bind('category')} placeholderOption="Choose a category" options={categoryOptions} />
      <SelectField label="School year" {...form.bind('schoolYear')} placeholderOption="From the start" options={schoolYearChoices().map((year) => ({ value: year, label: year }))} />
      <RichTextField label="Description" {...form.bind('body')} onPickImage={imagePicker.pick} />
      <FormField label="Publish at" type="datetime-local" {...form.bind('publishAt')} />
    </ContentEditorForm>
  );
}
