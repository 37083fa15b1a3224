// A document as its editor holds it: a stored file or an external link, chosen by Source.
import type { DocumentCategory, SchoolDocument } from '@school/shared';
import { schoolYearOf } from '@school/shared/schemas';

export interface DocumentFile {
  id: number;
  /** The name the file had when it was uploaded. */
  name?: string;
  /** Where the stored file opens. */
  url?: string | null;
  mimeType?: string | null;
  sizeBytes?: number | null;
}

export interface DocumentValues {
  title: string;
  source: 'file' | 'link';
  file: DocumentFile | null;
  url: string;
  category: DocumentCategory | '';
  schoolYear: string;
  publishedOn: string;
  validUntil: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export const documentToValues = (document?: SchoolDocument): DocumentValues =>
  document
    ? {
        title: document.title,
        source: document.file ? 'file' : 'link',
        file: document.file && {
          id: document.file.id,
          name: document.file.originalName ?? undefined,
          url: document.file.url,
          mimeType: document.file.mimeType,
          sizeBytes: document.file.sizeBytes,
        },
        url: document.url ?? '',
        category: document.category,
        schoolYear: document.schoolYear,
        publishedOn: document.publishedOn,
        validUntil: document.validUntil ?? '',
      }
    : { title: '', source: 'file', file: null, url: '', category: '', schoolYear: schoolYearOf(today()), publishedOn: today(), validUntil: '' };

export const documentToInput = ({ title, source, file, url, category, schoolYear, publishedOn, validUntil }: DocumentValues) => ({
  title,
  file: source === 'file' && file ? { id: file.id } : null,
  url: source === 'link' ? url : null,
  category: category || undefined,
  schoolYear,
  publishedOn,
  validUntil: validUntil || null,
});
