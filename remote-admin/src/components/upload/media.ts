// The media object POST /api/media answers (issue 11). Until shared/src/schemas/mediaSchema.ts
// lands, the widget reads only these fields of it.
export interface UploadedMedia {
  id: number;
  kind: string;
  url: string;
  mimeType: string;
  originalName: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  decorative: boolean;
}
