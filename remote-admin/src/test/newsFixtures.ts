// News posts and photos as the API answers them, and an in-memory /content/news.
import type { NewsPost, Photo } from '@school/shared';
import { mockContent } from './mockContent';

export const photo = (id: number, alt: string): Photo => ({
  id,
  alt,
  decorative: false,
  showsPupils: false,
  consentConfirmed: false,
  url: `/api/media/files/${id}-original.jpg`,
  width: 1600,
  height: 1200,
  variants: [{ url: `/api/media/files/${id}-320.webp`, width: 320, height: 240, format: 'webp' }],
});

export function newsPost(id: number, title: string, change: Partial<NewsPost> = {}): NewsPost {
  return {
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    place: 'Școala Gimnazială',
    date: '2026-10-05',
    body: '<p>Text.</p>',
    schoolYear: '2026-2027',
    project: null,
    coverImage: null,
    images: [],
    status: 'PUBLISHED',
    publishAt: null,
    updatedAt: '2026-10-05T10:00:00.000Z',
    ...change,
  };
}

export const mockNews = (initial: NewsPost[]) =>
  mockContent('/content/news', initial, (body, id) =>
    newsPost(id, String(body.title), {
      place: String(body.place ?? ''),
      date: String(body.date),
      body: String(body.body ?? ''),
      status: body.status as NewsPost['status'],
      publishAt: (body.publishAt as string | null) ?? null,
      images: ((body.images as { id: number; alt: string }[]) ?? []).map((image) => photo(image.id, image.alt)),
    }),
  );
