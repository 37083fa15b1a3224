// A gallery: a titled, ordered group of photos of one school year. No address of its own: search
// leads where a page shows it (galleryAddresses.ts).
import { photoList, text } from '../../audit/auditFields';
import { lifecycleAudit } from '../../audit/contentAudit';
import { galleryInputSchema, galleryListQuerySchema, galleryPageSchema, gallerySchema } from '@school/shared/schemas';
import { findGallery, galleryRows, listGalleries } from '../../repositories/galleriesRepository';
import { defineContentKind } from '../defineContentKind';
import { withGalleryAddresses } from '../galleryAddresses';
import { requireMedia } from '../mediaChecks';
import { scrubGallery } from '../mediaScrub';

export const galleryKind = defineContentKind({
  type: 'gallery',
  rows: galleryRows,
  schemas: { item: gallerySchema, input: galleryInputSchema, listQuery: galleryListQuerySchema, listPage: galleryPageSchema },
  audit: { title: text('title'), schoolYear: text('school year'), photos: photoList('photos'), ...lifecycleAudit },
  prepare: async (db, input) => {
    await requireMedia(db, 'photos', input.photos.map((p) => p.id));
    return input;
  },
  derive: async (_db, _id, values) => ({
    mediaIds: values.photos.map((p) => p.id),
    search: { title: values.title, body: values.photos.map((p) => p.alt).join(' '), ref: null },
  }),
  list: (db, query, scope) => listGalleries(db, { ...query, ...scope }),
  find: (db, id, view, now) => findGallery(db, Number(id), view, now),
  scrub: (values, target) => scrubGallery(values, target),
  archivedByRollover: true,
  photos: (values) => values.photos,
  consentChecked: true,
  searchResults: withGalleryAddresses,
});
