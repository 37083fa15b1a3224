// News posts as the API answers them, and an in-memory /content/news for the news screen's tests.
import { http, HttpResponse } from 'msw';
import type { NewsPost, Photo } from '@school/shared';
import { API, server } from '@school/shared/testing';
import type { RecordedCall } from './mockApi';

export const photo = (id: number, alt: string): Photo => ({
  id,
  alt,
  decorative: false,
  showsPupils: false,
  consentConfirmed: false,
  url: `/media/${id}/original.jpg`,
  width: 1600,
  height: 1200,
  variants: [{ url: `/media/${id}/320.webp`, width: 320, height: 240, format: 'webp' }],
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

export function mockNews(initial: NewsPost[]) {
  const news = { rows: [...initial], calls: [] as RecordedCall[], queries: [] as string[] };
  const record = async (request: Request) => {
    const text = await request.clone().text();
    news.calls.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined, xsrf: request.headers.get('x-xsrf-token') });
  };
  const toPost = (body: Record<string, unknown>, id: number): NewsPost =>
    newsPost(id, String(body.title), {
      place: String(body.place ?? ''),
      date: String(body.date),
      body: String(body.body ?? ''),
      status: body.status as NewsPost['status'],
      publishAt: (body.publishAt as string | null) ?? null,
      images: ((body.images as { id: number; alt: string }[]) ?? []).map((image) => photo(image.id, image.alt)),
    });
  server.use(
    http.get(`${API}/content/news`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      news.queries.push(params.toString());
      const status = params.get('status');
      const year = params.get('schoolYear');
      const items = news.rows.filter((post) => (status === 'ALL' || post.status === status) && (!year || post.schoolYear === year));
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 100 });
    }),
    http.post(`${API}/content/news`, async ({ request }) => {
      await record(request);
      const post = toPost((await request.json()) as Record<string, unknown>, Math.max(0, ...news.rows.map((row) => row.id)) + 1);
      news.rows.push(post);
      return HttpResponse.json(post, { status: 201 });
    }),
    http.put(`${API}/content/news/:id`, async ({ request, params }) => {
      await record(request);
      const post = toPost((await request.json()) as Record<string, unknown>, Number(params.id));
      news.rows = news.rows.map((row) => (row.id === post.id ? post : row));
      return HttpResponse.json(post);
    }),
    http.delete(`${API}/content/news/:id`, async ({ request, params }) => {
      await record(request);
      news.rows = news.rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return news;
}
