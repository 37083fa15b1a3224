// 'Add gallery' / 'Edit gallery': title, school year and ordered photos, each with its alt text
// and, for a photo showing pupils, 'Consent confirmed' (required before publishing); a photo can
// be taken down from here (from every item, its files deleted); Preview shows the photos as a
// visitor will see them.
import { useState } from 'react';
import { FormField, SelectField, useAddGalleryMutation, useUpdateGalleryMutation, type Gallery } from '@school/shared';
import { galleryInputSchema, schoolYearOf } from '@school/shared/schemas';
import { ContentEditorForm } from '../../components/content/ContentEditorForm';
import { EditorPart } from '../../components/content/EditorPart';
import { PhotoListEditor } from '../../components/content/PhotoListEditor';
import { PreviewDialog } from '../../components/content/PreviewDialog';
import { previewPhotos, type PreviewContent } from '../../components/content/previewDocument';
import { photoFromItem, toPhotoInput, type PhotoValue } from '../../components/content/photoValues';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { useContentEditor } from '../../components/content/useContentEditor';
import { addOrUpdate } from '../../components/content/addOrUpdate';

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

const previewOf = ({ title, photos }: GalleryValues): PreviewContent => ({
  title,
  parts: [{ photos: previewPhotos(photos) }],
});

export interface GalleryEditorProps {
  gallery?: Gallery;
  onSaved: (message: string) => void;
  onBack: () => void;
}

export function GalleryEditor({ gallery, onSaved, onBack }: GalleryEditorProps) {
  const [initial] = useState(() => toValues(gallery));
  const editor = useContentEditor({
    path: 'admin/galleries',
    schema: galleryInputSchema,
    initialValues: initial,
    toInput,
    ...addOrUpdate(gallery, useAddGalleryMutation(), useUpdateGalleryMutation()),
    onSaved,
  });
  const { form } = editor;
  const [preview, setPreview] = useState<PreviewContent | null>(null);

  return (
    <ContentEditorForm
      heading={gallery ? `Edit gallery: ${gallery.title}` : 'Add gallery'}
      editor={editor}
      item={gallery}
      onPreview={() => setPreview(previewOf(form.values))}
      backLabel="Back to all galleries"
      onBack={onBack}
      dialogs={<PreviewDialog content={preview} onClose={() => setPreview(null)} />}
    >
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
          takedown
        />
      </EditorPart>
    </ContentEditorForm>
  );
}
