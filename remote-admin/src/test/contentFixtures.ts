// Documents, galleries and events as the API answers them to editors, changed where a test says.
import type { Gallery, SchoolDocument, SchoolEvent } from '@school/shared';
import { mockContent } from './mockContent';

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

export const schoolEvent = (id: number, title: string, change: Partial<SchoolEvent> = {}): SchoolEvent => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  start: '2026-12-18',
  end: null,
  allDay: true,
  place: '',
  category: 'other',
  body: '',
  schoolYear: '2026-2027',
  status: 'PUBLISHED',
  publishAt: null,
  updatedAt: '2026-10-01T10:00:00.000Z',
  ...change,
});

export const mockEvents = (initial: SchoolEvent[]) =>
  mockContent('/content/events', initial, (body, id) =>
    schoolEvent(id, String(body.title), { start: String(body.start), end: (body.end as string | null) ?? null, category: body.category as SchoolEvent['category'] }),
  );
