// 'Add gallery' / 'Edit gallery': title, school year and ordered photos, each with its alt text
// and, for a photo showing pupils, 'Consent confirmed' (required before publishing).
import { useId, useState, type FormEvent } from 'react';
import { Banner, FormField, SelectField, useAddGalleryMutation, useUpdateGalleryMutation, type Gallery } from '@school/shared';
import { galleryInputSchema, schoolYearOf } from '@school/shared/schemas';
import { statusLabel } from '../../components/content/ContentScreen';
import { EditorPart } from '../../components/content/EditorPart';
import { PhotoListEditor } from '../../components/content/PhotoListEditor';
import { photoFromItem, toPhotoInput, type PhotoValue } from '../../components/content/photoValues';
import { PublishActions } from '../../components/content/PublishActions';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { useContentEditor } from '../../components/content/useContentEditor';
import { FieldGrid } from '../../components/PageTitle';

interface GalleryValues {
  title: string;
  schoolYear: string;
  photos: PhotoValue[];
}

const toValues = (gallery?: Gallery): GalleryValues =>
  gallery
    ? { title: gallery.title, schoolYear: gallery.schoolYear, photos: gallery.photos.map(photoFromItem) }
    : { title: '', schoolYear: schoolYearOf(new Date().toISOString().slice(0, 10)), photos: [] };

const toInput = ({ title, schoolYear, photos }: GalleryValues) => ({ title, schoolYear, photos: photos.map(toPhotoInput) });

export interface GalleryEditorProps {
  gallery?: Gallery;
  onSaved: (message: string) => void;
  onBack: () => void;
}

export function GalleryEditor({ gallery, onSaved, onBack }: GalleryEditorProps) {
  const formId = useId();
  const [initial] = useState(() => toValues(gallery));
  const [add, adding] = useAddGalleryMutation();
  const [update, updating] = useUpdateGalleryMutation();
  const editor = useContentEditor({
    path: 'admin/galleries',
    schema: galleryInputSchema,
    initialValues: initial,
    toInput,
    send: (input) => (gallery ? update({ ...input, id: gallery.id }).unwrap() : add(input).unwrap()),
    editingId: gallery?.id,
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
      <h2 id={`${formId}-title`}>{gallery ? `Edit gallery: ${gallery.title}` : 'Add gallery'}</h2>
      {banner && <Banner variant={banner.variant} title={banner.title} message={banner.message} onDismiss={dismissBanner} dismissLabel="Dismiss message" />}
      <form id={formId} noValidate onSubmit={onSubmit}>
        <FieldGrid>
          <FormField label="Title" {...form.bind('title')} />
          <SelectField label="School year" {...form.bind('schoolYear')} options={schoolYearChoices().map((year) => ({ value: year, label: year }))} />
          <EditorPart>
            <legend>Photos</legend>
            <PhotoListEditor
              label="Photos"
              photos={form.values.photos}
              onChange={(photos) => form.setField('photos', photos)}
              showErrors={editor.tried !== null}
              consentRequired={editor.publishing}
              error={form.errors.photos}
            />
          </EditorPart>
        </FieldGrid>
        <PublishActions
          onIntent={(intent) => void editor.save(intent)}
          busyWith={editor.busyWith}
          canSchedule={false}
          canUnpublish={gallery !== undefined && statusLabel(gallery) !== 'Draft'}
          backLabel="Back to all galleries"
          onBack={() => editor.guard.ask(onBack)}
        />
      </form>
      {editor.guard.dialog}
    </section>
  );
}
