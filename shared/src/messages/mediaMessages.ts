// The media library's messages (admin, English). A file of its own, imported only by the API and
// the admin: public pages never carry these bytes.
export const ACCEPTED_MEDIA_TYPES = 'JPEG, PNG, WebP, AVIF, GIF, PDF, DOCX, XLSX, PPTX, ODT, ODS';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`);

export const mediaMessages = {
  uploaded: 'File uploaded.',
  updated: 'Media updated.',
  deleted: 'Media deleted.',
  /** The delete confirmation's second sentence: DELETE /api/media/{id} removes the file for good, and refuses one in use. */
  deleteForGood: 'The file is deleted for good and cannot be restored; a file still used by a news post, page, document or gallery is not deleted.',
  notFound: 'Media not found.',
  takenDown: (name: string, items: number) =>
    `"${name}" was taken down: removed from ${items} ${items === 1 ? 'item' : 'items'}, its files deleted.`,
  fileRequired: 'Choose a file to upload (form field "file").',
  notMultipart: 'Send the file as multipart/form-data, in the form field "file".',
  unreadableUpload: 'The upload could not be read: send it as multipart/form-data with its boundary, complete.',
  tooManyParts: 'Send one file, in the form field "file", with at most its "alt" and "decorative" fields.',
  unsupportedType: (name: string) => `"${name}" is not a file type the site accepts. Accepted types: ${ACCEPTED_MEDIA_TYPES}.`,
  tooLarge: (name: string, kind: 'image' | 'document', limitBytes: number) =>
    `"${name}" is too large: ${kind === 'image' ? 'images' : 'documents'} may be at most ${size(limitBytes)}.`,
  tooManyPixels: (name: string, maxPixels: number) =>
    `"${name}" declares more pixels than the site processes (at most ${Math.round(maxPixels / 1_000_000)} megapixels). Resize it and upload it again.`,
  unreadableImage: (name: string) => `"${name}" could not be read as an image. Save it again and upload the new file.`,
  busy: 'The server is processing many uploads. Try again in a few seconds.',
  inUse: (count: number) => `This file is used by ${count} ${count === 1 ? 'item' : 'items'}; remove it from them before deleting it.`,
  altTooLong: (max: number) => `Alt text must be at most ${max} characters.`,
  decorativeFlag: 'Decorative must be true or false.',
  rangeNotSatisfiable: 'The requested range is outside the file.',
} as const;
