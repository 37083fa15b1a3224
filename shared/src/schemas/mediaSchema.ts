// A media file (an uploaded image or document): what the API answers, and what the media
// library's form sends (PUT /api/media/{id}). Uploads themselves are multipart (POST /api/media).
import * as z from 'zod/mini';
import { mediaMessages } from '../messages/mediaMessages';
import { CONTENT_TYPES } from './contentFields';
import { cleanText } from './fieldRules';

export const MEDIA_KINDS = ['IMAGE', 'DOCUMENT'] as const;
export const MEDIA_VARIANT_FORMATS = ['webp', 'avif', 'jpeg'] as const;
export const mediaLimits = { altLength: 500, pageSizeMax: 100 } as const;

export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
  format: z.enum(MEDIA_VARIANT_FORMATS),
});

export const mediaSchema = z.object({
  id: z.int(),
  kind: z.enum(MEDIA_KINDS),
  /** The file's served URL: content-hashed and immutable. */
  url: z.string(),
  /** Sniffed from the bytes. */
  mimeType: z.string(),
  originalName: z.string(),
  sizeBytes: z.number(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  alt: z.string(),
  decorative: z.boolean(),
  /** Images only: resized copies, smallest first; AVIF ones appear once made in the background. */
  variants: z.array(mediaVariantSchema),
  /** ISO time. */
  createdAt: z.string(),
});

/** PUT /api/media/{id}: either field may be left out. */
export const mediaUpdateSchema = z.object({
  alt: z.optional(cleanText().check(z.maxLength(mediaLimits.altLength, mediaMessages.altTooLong(mediaLimits.altLength)))),
  decorative: z.optional(z.boolean({ error: mediaMessages.decorativeFlag })),
});

/** GET /api/media: the editors' library, newest first. */
export const mediaListQuerySchema = z.object({
  q: z.optional(cleanText()),
  kind: z.optional(z.enum(MEDIA_KINDS)),
  missingAlt: z.optional(z.enum(['true', 'false'])),
  /** Only files no content item uses (a photo of a post left unsaved). */
  unused: z.optional(z.enum(['true', 'false'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(mediaLimits.pageSizeMax)), 24),
});

export const mediaPageSchema = z.object({
  items: z.array(mediaSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

/** What a takedown answers: the file it removed and every item it was removed from. */
export const mediaTakedownSchema = z.object({
  message: z.string(),
  media: z.object({ id: z.int(), originalName: z.string() }),
  removedFrom: z.array(z.object({ type: z.enum(CONTENT_TYPES), id: z.int(), title: z.string() })),
});

export type Media = z.output<typeof mediaSchema>;
export type MediaVariant = z.output<typeof mediaVariantSchema>;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;
export type MediaPage = z.output<typeof mediaPageSchema>;
export type MediaTakedown = z.output<typeof mediaTakedownSchema>;
