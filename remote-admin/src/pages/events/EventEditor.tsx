// 'Add event' / 'Edit event': title, all day or at a time, start and end (Bucharest), place,
// category, school year (from the start when left), description; Save draft, Publish now,
// Schedule, Unpublish, Preview, and the earlier versions.
import { eventCategoryWords, FormField, SelectField, type SchoolEvent } from '@school/shared';
import { useAddEventMutation, useGetEventRevisionsQuery, useRestoreEventRevisionMutation, useUpdateEventMutation } from '@school/shared/admin-api';
import { EVENT_CATEGORIES, eventInputSchema } from '@school/shared/schemas';
import { contentEditor, type ContentFieldsProps } from '../../components/content/contentEditor';
import type { PreviewContent } from '../../components/content/previewDocument';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { RichTextField } from '../../components/richText/RichTextField';
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

function EventFields({ editor: { form }, pickImage }: ContentFieldsProps<SchoolEvent, EventValues, typeof eventInputSchema>) {
  const dateType = form.values.dateForm === 'day' ? 'date' : 'datetime-local';
  return (
    <>
      <FormField label="Title" {...form.bind('title')} />
      <SelectField label="Dates" {...form.bind('dateForm')} options={dateFormOptions} />
      <FormField label="Start" type={dateType} {...form.bind('start')} />
      <FormField label="End (optional)" type={dateType} {...form.bind('end')} />
      <FormField label="Place" {...form.bind('place')} />
      <SelectField label="Category" {...form.bind('category')} placeholderOption="Choose a category" options={categoryOptions} />
      <SelectField label="School year" {...form.bind('schoolYear')} placeholderOption="From the start" options={schoolYearChoices().map((year) => ({ value: year, label: year }))} />
      <RichTextField label="Description" {...form.bind('body')} onPickImage={pickImage} />
      <FormField label="Publish at" type="datetime-local" {...form.bind('publishAt')} />
    </>
  );
}

export const EventEditor = contentEditor({
  type: 'event',
  schema: eventInputSchema,
  toValues: (event?: SchoolEvent) => (event ? eventToValues(event) : emptyEvent()),
  toInput: eventToInput,
  publishAtOf: (values) => values.publishAt,
  useAdd: useAddEventMutation,
  useUpdate: useUpdateEventMutation,
  preview: previewOf,
  revisions: { useRevisions: useGetEventRevisionsQuery, useRestore: useRestoreEventRevisionMutation },
  richText: true,
  Fields: EventFields,
});
