// The media object as the content API reads it: variants, URLs, and the library's filters.
import { mediaSchema } from '@school/shared/schemas';
import { withTestDatabase } from '../testing/testApiSetup';
import { findMediaByIds, insertMedia, isMediaPublic, listMedia } from './mediaRepository';

const t = withTestDatabase();

const base = { mime_type: 'image/jpeg', sha256: 'a'.repeat(64), size_bytes: 1000, uploaded_by: null, decorative: false };

it('answers media by id with their variants and URLs, and lists the newest first with filters', async () => {
  const { db } = t.database;
  const photo = await insertMedia(
    db,
    { ...base, kind: 'IMAGE', original_name: 'Școala.jpg', storage_key: 'aa-1.jpeg', width: 800, height: 600, alt: '', created_at: 1000 },
    [
      { format: 'webp', width: 640, height: 480, storage_key: 'aa-1-640.webp', size_bytes: 10 },
      { format: 'webp', width: 320, height: 240, storage_key: 'aa-1-320.webp', size_bytes: 5 },
    ],
  );
  const pdf = await insertMedia(db, {
    ...base,
    kind: 'DOCUMENT',
    mime_type: 'application/pdf',
    original_name: 'Regulament intern.pdf',
    storage_key: 'bb-2.pdf',
    width: null,
    height: null,
    alt: 'Regulament',
    created_at: 2000,
  });

  const found = await findMediaByIds(db, [photo, pdf, 999]);
  expect([...found.keys()].sort()).toEqual([photo, pdf].sort());
  const image = found.get(photo)!;
  expect(mediaSchema.parse(image)).toEqual(image);
  expect(image).toMatchObject({ url: '/api/media/files/aa-1.jpeg', originalName: 'Școala.jpg', sizeBytes: 1000, decorative: false, createdAt: new Date(1000).toISOString() });
  expect(image.variants.map((variant) => variant.url)).toEqual(['/api/media/files/aa-1-320.webp', '/api/media/files/aa-1-640.webp']);
  expect(found.get(pdf)).toMatchObject({ url: '/api/media/files/bb-2.pdf', variants: [] });

  const all = await listMedia(db, { page: 1, pageSize: 10 });
  expect(all.items.map((item) => item.id)).toEqual([pdf, photo]);
  expect((await listMedia(db, { q: 'școala', page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([photo]);
  expect((await listMedia(db, { q: 'REGULAMENT', page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([pdf]);
  expect((await listMedia(db, { missingAlt: true, page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([photo]);
  expect(await listMedia(db, { kind: 'DOCUMENT', page: 2, pageSize: 1 })).toEqual({ items: [], total: 1 });

  expect(await isMediaPublic(db, photo, 5000)).toBe(false);
  await db.insertInto('media_usages').values({ media_id: photo, owner_type: 'news', owner_id: 1, visible_from: 6000 }).execute();
  expect(await isMediaPublic(db, photo, 5000)).toBe(false);
  expect(await isMediaPublic(db, photo, 6000)).toBe(true);
});
