// One section's fields: its kind, title, school year, then its body (text), its documents (added
// from the documents, removed one by one) or its gallery (photos).
import { useId } from 'react';
import styled from 'styled-components';
import { Button, FormField, SelectField, VisuallyHidden, useGetDocumentsQuery, useGetGalleriesQuery, type SectionKind } from '@school/shared';
import { SECTION_KINDS } from '@school/shared/schemas';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { useImagePicker } from '../../components/media/useImagePicker';
import { RichTextField } from '../../components/richText/RichTextField';
import { galleryPhotos, kindLabels, type SectionValue } from './sectionValues';

const DocumentList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const field = (name: string, value: string, onChange: (value: string) => void) => ({ name, value, onChange, showError: false });

export function SectionFields({ section, onChange }: { section: SectionValue; onChange: (section: SectionValue) => void }) {
  const id = useId();
  const documents = useGetDocumentsQuery({ status: 'ALL', pageSize: 100 }, { skip: section.kind !== 'documents' });
  const galleries = useGetGalleriesQuery({ status: 'ALL', pageSize: 100 }, { skip: section.kind !== 'photos' });
  const set = (change: Partial<SectionValue>) => onChange({ ...section, ...change });
  const listed = new Set(section.documents.map((doc) => doc.id));
  const imagePicker = useImagePicker();

  return (
    <>
      <SelectField
        label="Kind"
        {...field(`${id}-kind`, section.kind, (kind) => set({ kind: kind as SectionKind }))}
        options={SECTION_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
      />
      <FormField label="Section title" {...field(`${id}-title`, section.title, (title) => set({ title }))} />
      <SelectField
        label="School year"
        {...field(`${id}-year`, section.schoolYear, (schoolYear) => set({ schoolYear }))}
        placeholderOption="Any year"
        options={schoolYearChoices().map((year) => ({ value: year, label: year }))}
      />
      {section.kind === 'richText' && (
        <>
          <RichTextField label="Text" {...field(`${id}-body`, section.body, (body) => set({ body }))} error={undefined} onPickImage={imagePicker.pick} />
          {imagePicker.dialog}
        </>
      )}
      {section.kind === 'documents' && (
        <>
          {section.documents.length > 0 && (
            <DocumentList aria-label="Documents in this section">
              {section.documents.map((doc) => (
                <li key={doc.id}>
                  {doc.title}
                  <Button size="small" variant="danger" onClick={() => set({ documents: section.documents.filter((item) => item.id !== doc.id) })}>
                    Remove <VisuallyHidden>{doc.title}</VisuallyHidden>
                  </Button>
                </li>
              ))}
            </DocumentList>
          )}
          <SelectField
            label="Add a document"
            {...field(`${id}-add-document`, '', (value) => {
              const doc = documents.data?.items.find((item) => item.id === Number(value));
              if (doc) set({ documents: [...section.documents, { id: doc.id, title: doc.title, href: doc.href }] });
            })}
            placeholderOption="Choose a document"
            options={(documents.data?.items ?? []).filter((doc) => !listed.has(doc.id)).map((doc) => ({ value: String(doc.id), label: doc.title }))}
          />
        </>
      )}
      {section.kind === 'photos' && (
        <SelectField
          label="Gallery"
          {...field(`${id}-gallery`, section.galleryId, (galleryId) =>
            set({ galleryId, photos: galleryPhotos(galleries.data?.items.find((gallery) => String(gallery.id) === galleryId) ?? null) }),
          )}
          placeholderOption="Choose a gallery"
          options={(galleries.data?.items ?? []).map((gallery) => ({ value: String(gallery.id), label: `${gallery.title} (${gallery.schoolYear})` }))}
        />
      )}
    </>
  );
}
