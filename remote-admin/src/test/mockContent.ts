// An in-memory content collection under /content (news, galleries, documents) as the API serves
// it to editors: the list filtered by status, school year and category, one by id, POST, PUT and
// DELETE, and the school years its items have (GET /content/school-years).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API, server } from '@school/shared/testing';
import type { RecordedCall } from './mockApi';

interface ContentItem {
  id: number;
  status: string;
  schoolYear: string;
  category?: string;
}

export function mockContent<T extends ContentItem>(path: string, initial: T[], toItem: (body: Record<string, unknown>, id: number) => T) {
  const collection = { rows: [...initial], calls: [] as RecordedCall[], queries: [] as string[] };
  const record = async (request: Request) => {
    const text = await request.clone().text();
    collection.calls.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined, xsrf: request.headers.get('x-xsrf-token') });
  };
  server.use(
    http.get(`${API}/content/school-years`, () =>
      HttpResponse.json([...new Set(collection.rows.map((row) => row.schoolYear).filter(Boolean))].sort().reverse()),
    ),
    http.get(`${API}${path}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      collection.queries.push(params.toString());
      const status = params.get('status');
      const year = params.get('schoolYear');
      const category = params.get('category');
      const items = collection.rows.filter(
        (item) => (status === 'ALL' || item.status === status) && (!year || item.schoolYear === year) && (!category || item.category === category),
      );
      const pageSize = Number(params.get('pageSize') ?? 20);
      return HttpResponse.json({ items: items.slice(0, pageSize), total: items.length, page: 1, pageSize } as JsonBodyType);
    }),
    http.get(`${API}${path}/:id`, ({ params }) => {
      const item = collection.rows.find((row) => row.id === Number(params.id));
      return item ? HttpResponse.json(item as JsonBodyType) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.post(`${API}${path}`, async ({ request }) => {
      await record(request);
      const item = toItem((await request.json()) as Record<string, unknown>, Math.max(0, ...collection.rows.map((row) => row.id)) + 1);
      collection.rows.push(item);
      return HttpResponse.json(item as JsonBodyType, { status: 201 });
    }),
    http.put(`${API}${path}/:id`, async ({ request, params }) => {
      await record(request);
      const item = toItem((await request.json()) as Record<string, unknown>, Number(params.id));
      collection.rows = collection.rows.map((row) => (row.id === item.id ? item : row));
      return HttpResponse.json(item as JsonBodyType);
    }),
    http.delete(`${API}${path}/:id`, async ({ request, params }) => {
      await record(request);
      collection.rows = collection.rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return collection;
}
