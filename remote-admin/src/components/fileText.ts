// A stored file in words a teacher understands: its kind ("PDF", "Word document") and its size
// ("117 KB", "2.4 MB"), never its storage name or its MIME type.

/** The size in KB (at least 1) or, from 1 MB, in MB with one decimal. */
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The kinds the API stores (api/src/media/allowedTypes.ts). */
const KINDS = new Map([
  ['application/pdf', 'PDF'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word document'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Excel spreadsheet'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PowerPoint presentation'],
  ['application/vnd.oasis.opendocument.text', 'OpenDocument text'],
  ['application/vnd.oasis.opendocument.spreadsheet', 'OpenDocument spreadsheet'],
  ['image/jpeg', 'JPEG image'],
  ['image/png', 'PNG image'],
  ['image/webp', 'WebP image'],
  ['image/gif', 'GIF image'],
]);

/** "PDF", "Word document"…; undefined for a type it does not know. */
export const fileKindText = (mimeType: string) => KINDS.get(mimeType) ?? (mimeType.startsWith('image/') ? 'image' : undefined);

/** "PDF, 117 KB", as much of it as is known ('' when nothing is). */
export const fileDetailsText = ({ mimeType, sizeBytes }: { mimeType?: string | null; sizeBytes?: number | null }) =>
  [mimeType ? fileKindText(mimeType) : undefined, typeof sizeBytes === 'number' ? sizeText(sizeBytes) : undefined].filter(Boolean).join(', ');
