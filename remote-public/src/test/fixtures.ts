import type { Gallery, NewsPost, SitePage, PageSection, Photo, SchoolDocument, SchoolEvent, Teacher } from '@school/shared';

export { aboutUsFixture } from '@school/shared/testing';

export const teachersFixture = (): Teacher[] => [
  { id: 1, firstName: 'Maria', lastName: 'Popescu', gender: 'FEMALE', position: 'PRINCIPAL', subject: { id: 1, name: 'Matematică' }, degree: 'I', yearsOfService: 25 },
  { id: 2, firstName: 'Dan', lastName: 'Ionescu', gender: 'MALE', position: 'DEPUTY_PRINCIPAL', subject: { id: 2, name: 'Fizică' }, degree: 'II', yearsOfService: 12 },
  { id: 3, firstName: 'Elena', lastName: 'Stan', gender: 'FEMALE', position: 'TEACHER', subject: { id: 3, name: 'Limba română' }, degree: 'definitivat', yearsOfService: 1 },
  { id: 4, firstName: 'Ioana', lastName: 'Ardelean', gender: 'FEMALE', position: 'TEACHER', subject: null, degree: null, yearsOfService: null },
];

/** A photo as the API answers it: 960×640, with WebP and JPEG variants at 320 and 960 px. */
export const photoFixture = (n: number, alt = `Fotografie de test ${n}`): Photo => ({
  id: n,
  alt,
  decorative: false,
  showsPupils: false,
  consentConfirmed: false,
  url: `/api/media/files/foto-${n}.jpg`,
  width: 960,
  height: 640,
  variants: [320, 960].flatMap((width) =>
    (['webp', 'jpeg'] as const).map((format) => ({ url: `/api/media/files/foto-${n}-${width}.${format === 'jpeg' ? 'jpg' : format}`, width, height: (width * 2) / 3, format })),
  ),
});

const lifecycle = { status: 'PUBLISHED' as const, publishAt: null, updatedAt: '2025-03-03T10:00:00.000Z' };

export const documentFixture = (id: number, title: string, schoolYear = '2024-2025'): SchoolDocument => ({
  id,
  title,
  file: { id: 100 + id, url: `/api/media/files/doc-${id}.pdf`, originalName: `doc-${id}.pdf`, mimeType: 'application/pdf', sizeBytes: 1000 },
  url: null,
  href: `/api/media/files/doc-${id}.pdf`,
  category: 'other',
  schoolYear,
  publishedOn: '2024-09-15',
  validUntil: null,
  ...lifecycle,
});

export const galleryFixture = (id: number, title: string, photos: Photo[]): Gallery => ({ id, title, schoolYear: '2024-2025', photos, ...lifecycle });

export const pageFixture = (key: string, title: string, sections: Partial<PageSection>[]): SitePage => ({
  id: 1,
  key,
  title,
  sections: sections.map((section) => ({ kind: 'richText', title: '', schoolYear: null, archived: false, body: '', documents: [], gallery: null, ...section })),
  ...lifecycle,
});

/** 'Ziua Școlii' → 'ziua-scolii', as the API makes a slug. */
const slugOf = (title: string) => title.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z0-9]+/g, '-');

export const newsFixture = (id: number, title: string, over: Partial<NewsPost> = {}): NewsPost => ({
  id,
  slug: slugOf(title),
  title,
  place: 'Valea Florilor',
  date: '2025-05-20',
  body: `<p>Textul articolului ${title}.</p>`,
  schoolYear: '2024-2025',
  project: null,
  coverImage: null,
  images: [],
  ...lifecycle,
  ...over,
});

export const eventFixture = (id: number, title: string, over: Partial<SchoolEvent> = {}): SchoolEvent => ({
  id,
  slug: slugOf(title),
  title,
  start: '2026-12-10T17:30',
  end: null,
  allDay: false,
  place: '',
  category: 'other',
  body: '',
  schoolYear: '2026-2027',
  ...lifecycle,
  ...over,
});
