// 'Add gallery' / 'Edit gallery': title, school year and ordered photos, each with its alt text
// and, for a photo showing pupils, 'Consent confirmed' (required before publishing); a photo can
// be taken down from here (from every item, its files deleted); Preview shows the photos as a
// visitor will see them. A note says where a gallery shows on the site (nowhere by itself: a page's
// Photos section, or the archive) and names the pages on the site that show it now.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormField, SelectField, pagePath, useAddGalleryMutation, useGetPagesQuery, useUpdateGalleryMutation, type Gallery } from '@school/shared';
import { contentAdminMessages as m } from '@school/shared/messages/content-admin';
import { galleryInputSchema, schoolYearOf } from '@school/shared/schemas';
import { contentEditor, type ContentFieldsProps } from '../../components/content/contentEditor';
import { PhotosPart } from '../../components/content/PhotosPart';
import { previewPhotos, type PreviewContent } from '../../components/content/previewDocument';
import { photoFromItem, toPhotoInput, type PhotoValue } from '../../components/content/photoValues';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { statusLabel } from '../../components/content/statusLabel';

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

const Note = styled.p`
  margin: 0;
`;

/** The pages list the Pages screen reads (any status, the API's largest page): the same request, cached. */
const ALL_PAGES = { status: 'ALL', pageSize: 100 } as const;

/**
 * The pages on the site (published, their time come) whose current Photos section shows the
 * gallery, each a link to its public address; the gallery's own status says whether it shows there now.
 */
function ShownOn({ gallery }: { gallery: Gallery }) {
  const { data } = useGetPagesQuery(ALL_PAGES);
  if (!data) return null;
  const pages = data.items.filter(
    (page) => statusLabel(page) === 'Published' && page.sections.some((section) => section.kind === 'photos' && !section.archived && section.gallery?.id === gallery.id),
  );
  if (pages.length === 0) return <Note>{m.galleryOnNoPage}</Note>;
  return (
    <Note>
      {statusLabel(gallery) === 'Published' ? m.galleryShownOn : m.galleryShownOnOncePublished}{' '}
      {pages.map((page, index) => (
        <Fragment key={page.id}>
          {index > 0 && ', '}
          <Link to={pagePath(page.key)}>{page.title}</Link>
        </Fragment>
      ))}
    </Note>
  );
}

function GalleryFields({ editor, item: gallery, initial }: ContentFieldsProps<Gallery, GalleryValues, typeof galleryInputSchema>) {
  const { form } = editor;
  return (
    <>
      <Note>{m.galleryWhere}</Note>
      {gallery && <ShownOn gallery={gallery} />}
      <FormField label="Title" {...form.bind('title')} />
      <SelectField label="School year" {...form.bind('schoolYear')} options={schoolYearChoices(new Date(), [initial.schoolYear]).map((year) => ({ value: year, label: year }))} />
      <PhotosPart editor={editor} photos={form.values.photos} onChange={(photos) => form.setField('photos', photos)} error={form.errors.photos} takedown />
    </>
  );
}

export const GalleryEditor = contentEditor({
  type: 'gallery',
  schema: galleryInputSchema,
  toValues,
  toInput,
  useAdd: useAddGalleryMutation,
  useUpdate: useUpdateGalleryMutation,
  preview: previewOf,
  Fields: GalleryFields,
});
