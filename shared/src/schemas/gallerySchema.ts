// A gallery: a titled, ordered group of photos of one school year. Alt text is required unless a
// photo is decorative; a photo of pupils needs consent confirmed before the gallery is published.
import * as z from 'zod/mini';
import { consentRule, contentTitle, lifecycleInput, lifecycleOutput, listQuery, pageOf, photoList, photoSchema, schoolYear } from './contentFields';

export const gallerySchema = z.object({
  id: z.int(),
  title: z.string(),
  schoolYear: z.string(),
  photos: z.array(photoSchema),
  ...lifecycleOutput,
});

export const galleryInputSchema = z
  .object({ title: contentTitle, schoolYear, photos: z._default(photoList, []), ...lifecycleInput })
  .check(consentRule('photos', (gallery) => gallery.photos));

export const galleryListQuerySchema = z.object(listQuery);
export const galleryPageSchema = pageOf(gallerySchema);

export type Gallery = z.output<typeof gallerySchema>;
export type GalleryInput = z.input<typeof galleryInputSchema>;
export type GalleryValues = z.output<typeof galleryInputSchema>;
