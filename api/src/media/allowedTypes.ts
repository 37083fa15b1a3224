// The file types the site accepts, decided from the bytes (file-type), never from a name or header.
import type { MediaKind } from '@school/shared/types';

export interface AllowedType {
  kind: MediaKind;
  mimeType: string;
  /** The stored file's extension. */
  extension: string;
}

const image = (mimeType: string, extension: string): AllowedType => ({ kind: 'IMAGE', mimeType, extension });
const document = (mimeType: string, extension: string): AllowedType => ({ kind: 'DOCUMENT', mimeType, extension });

const allowed: AllowedType[] = [
  image('image/jpeg', 'jpg'),
  image('image/png', 'png'),
  image('image/webp', 'webp'),
  image('image/avif', 'avif'),
  image('image/gif', 'gif'),
  document('application/pdf', 'pdf'),
  document('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  document('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  document('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
  document('application/vnd.oasis.opendocument.text', 'odt'),
  document('application/vnd.oasis.opendocument.spreadsheet', 'ods'),
];

const byMime = new Map(allowed.map((type) => [type.mimeType, type]));

export const allowedType = (sniffedMime: string | undefined): AllowedType | undefined => (sniffedMime ? byMime.get(sniffedMime) : undefined);

/** The Content-Type each variant format is served with. */
export const variantMimeTypes: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg' };
