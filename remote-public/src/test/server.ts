// The network edge for the pages' tests: the shared msw server (@school/shared/testing) with the
// answers the public pages read by default.
import { http, HttpResponse } from 'msw';
import { API, server, setupMockApi as setupSharedMockApi } from '@school/shared/testing';
import type { AboutUs, NewsPost, SchoolEvent, SitePage, Teacher } from '@school/shared';
import { aboutUsFixture, teachersFixture } from './fixtures';

export { API, server };

/** Answers for the two endpoints the public pages read; a test may pass its own data. */
export function schoolHandlers({ teachers = teachersFixture(), aboutUs = aboutUsFixture() }: { teachers?: Teacher[]; aboutUs?: AboutUs } = {}) {
  return [
    http.get(`${API}/school/teachers`, () => HttpResponse.json(teachers)),
    http.get(`${API}/school/about-us`, () => HttpResponse.json(aboutUs)),
    ...contentHandlers(),
  ];
}

const emptyList = { items: [], total: 0, page: 1, pageSize: 20 };

/** The content API with the given pages (by key), news and events; every other page is missing (404). */
export function contentHandlers({ pages = [], news = [], events = [] }: { pages?: SitePage[]; news?: NewsPost[]; events?: SchoolEvent[] } = {}) {
  return [
    // The events as the API lists them: not over before ?from, of ?category, in time order.
    http.get(`${API}/content/events`, ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? '';
      const category = url.searchParams.get('category');
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const items = events.filter((event) => (event.end ?? event.start).slice(0, 10) >= from && (category === null || event.category === category)).slice(0, pageSize);
      return HttpResponse.json({ ...emptyList, items, total: items.length, pageSize });
    }),
    http.get(`${API}/content/events/by-slug/:slug`, ({ params }) => {
      const event = events.find((candidate) => candidate.slug === params.slug);
      return event ? HttpResponse.json(event) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.get(`${API}/content/pages/*`, ({ request }) => {
      const key = decodeURIComponent(new URL(request.url).pathname.replace(/^.*\/content\/pages\//, ''));
      const page = pages.find((candidate) => candidate.key === key);
      return page ? HttpResponse.json(page) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.get(`${API}/content/news`, ({ request }) => {
      const url = new URL(request.url);
      const project = url.searchParams.get('project');
      const items = news.filter((post) => project === null || post.project === project);
      return HttpResponse.json({ ...emptyList, items, total: items.length, pageSize: Number(url.searchParams.get('pageSize') ?? 20) });
    }),
    http.get(`${API}/content/news/:slug`, ({ params }) => {
      const post = news.find((candidate) => candidate.slug === params.slug);
      return post ? HttpResponse.json(post) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.get(`${API}/content/documents`, () => HttpResponse.json(emptyList)),
    http.get(`${API}/content/galleries`, () => HttpResponse.json(emptyList)),
    http.get(`${API}/content/archive/sections`, () => HttpResponse.json({ items: [] })),
  ];
}

/** Starts msw for the file with the default answers; a request nobody expected fails the test. */
export function setupMockApi() {
  setupSharedMockApi({ defaultHandlers: () => schoolHandlers() });
}
