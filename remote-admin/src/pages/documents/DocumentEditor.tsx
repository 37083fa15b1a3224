// 'Add document' / 'Edit document': title, a file (uploaded here) or an external link, category,
// school year, publication date and valid until. Replacing the file keeps the title, category and
// every other field: only the file changes. The current file is named as it was uploaded (never by
// its hashed storage name), with its kind and size, and opens in a new tab.
import { useId } from 'react';
import styled from 'styled-components';
import { FormField, SelectField, useAddDocumentMutation, useUpdateDocumentMutation, type SchoolDocument } from '@school/shared';
import { documentInputSchema } from '@school/shared/schemas';
import { contentEditor, type ContentFieldsProps } from '../../components/content/contentEditor';
import { targetSizedBox } from '../../components/CheckRow';
import { EditorPart } from '../../components/content/EditorPart';
import { schoolYearChoices } from '../../components/content/schoolYears';
import { fileDetailsText } from '../../components/fileText';
import { UploadWidget } from '../../components/upload';
import { categoryOptions } from './categoryLabels';
import { documentToInput, documentToValues, type DocumentFile, type DocumentValues } from './documentValues';

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }
  /* A 24 px target (WCAG 2.2), not the browser's 13 px; the words choose it too. */
  input[type='radio'] {
    ${targetSizedBox}
  }
`;

/** A long file name wraps rather than widening the page on a phone. */
const FileLine = styled.p`
  overflow-wrap: anywhere;
`;

function CurrentFile({ file }: { file: DocumentFile }) {
  if (!file.url) return <FileLine>The current file is missing: choose a new one.</FileLine>;
  const details = fileDetailsText(file);
  return (
    <FileLine>
      {'Current file: '}
      {/* In a new tab: opening the file never leaves this editor, nor asks about unsaved changes. */}
      <a href={file.url} target="_blank" rel="noopener noreferrer">
        {file.name ?? 'open it'}
      </a>
      {details && ` (${details})`}
    </FileLine>
  );
}

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function DocumentFields({ editor }: ContentFieldsProps<SchoolDocument, DocumentValues, typeof documentInputSchema>) {
  const sourceId = useId();
  const { form } = editor;
  const { values } = form;
  return (
    <>
      <FormField label="Title" {...form.bind('title')} />
      <EditorPart>
        <legend>Source</legend>
        <Choice>
          <label>
            <input type="radio" name={`${sourceId}-source`} checked={values.source === 'file'} onChange={() => form.setField('source', 'file')} /> A file
          </label>
          <label>
            <input type="radio" name={`${sourceId}-source`} checked={values.source === 'link'} onChange={() => form.setField('source', 'link')} /> An external link
          </label>
        </Choice>
        {values.source === 'file' ? (
          <>
            {values.file && <CurrentFile file={values.file} />}
            <UploadWidget
              label={values.file ? 'Replace the file' : 'Choose a file'}
              uploadAtOnce
              onUploaded={(media) => form.setField('file', { id: media.id, name: media.originalName, url: media.url, mimeType: media.mimeType, sizeBytes: media.sizeBytes })}
            />
          </>
        ) : (
          <FormField label="Link" type="url" {...form.bind('url')} />
        )}
        {form.errors.file && editor.tried !== null && <Problem>{form.errors.file}</Problem>}
      </EditorPart>
      <SelectField label="Category" {...form.bind('category')} placeholderOption="Choose a category" options={categoryOptions} />
      <SelectField label="School year" {...form.bind('schoolYear')} options={schoolYearChoices().map((year) => ({ value: year, label: year }))} />
      <FormField label="Publication date" type="date" {...form.bind('publishedOn')} />
      <FormField label="Valid until" type="date" {...form.bind('validUntil')} />
    </>
  );
}

export const DocumentEditor = contentEditor({
  type: 'document',
  schema: documentInputSchema,
  toValues: documentToValues,
  toInput: documentToInput,
  useAdd: useAddDocumentMutation,
  useUpdate: useUpdateDocumentMutation,
  Fields: DocumentFields,
});
