// Documents and galleries as the API answers them to editors, changed where a test says.
import type { Gallery, SchoolDocument } from '@school/shared';

export const schoolDocument = (id: number, title: string, change: Partial<SchoolDocument> = {}): SchoolDocument => ({
  id,
  title,
  file: { id: 40, url: '/api/media/files/40-regulament.pdf', originalName: 'Regulament intern.pdf', mimeType: 'application/pdf', sizeBytes: 1000 },
  url: null,
  href: '/api/media/files/40-regulament.pdf',
  category: 'regulations',
  schoolYear: '2026-2027',
  publishedOn: '2026-09-10',
  validUntil: null,
  status: 'PUBLISHED',
  publishAt: null,
  updatedAt: '2026-09-10T10:00:00.000Z',
  ...change,
});

export const gallery = (id: number, title: string, change: Partial<Gallery> = {}): Gallery => ({
  id,
  title,
  schoolYear: '2026-2027',
  photos: [],
  status: 'PUBLISHED',
  publishAt: null,
  updatedAt: '2026-10-01T10:00:00.000Z',
  ...change,
});
