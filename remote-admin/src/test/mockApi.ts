// In-memory answers of the API's /school/{entity} endpoints, as the real one gives them, for the
// list screens' tests. Each test calls mockCollection() for a fresh copy and can inspect `calls`.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API, server } from '@school/shared/testing';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  xsrf: string | null;
}

export interface Collection<T extends { id: number }> {
  rows: T[];
  calls: RecordedCall[];
}

/**
 * Serves GET list, POST, PUT and DELETE for one collection. `toRow` turns a request body
 * (relations as {id}) into the row the API answers (relations as whole objects).
 */
export function mockCollection<T extends { id: number }>(
  path: string,
  initial: T[],
  toRow: (body: Record<string, unknown>, id: number) => T,
  deletedText: string,
): Collection<T> {
  const collection: Collection<T> = { rows: [...initial], calls: [] };
  const record = async (request: Request) => {
    const text = await request.clone().text();
    collection.calls.push({
      method: request.method,
      url: request.url,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      xsrf: request.headers.get('x-xsrf-token'),
    });
  };
  server.use(
    http.get(`${API}${path}`, () => HttpResponse.json(collection.rows as JsonBodyType)),
    http.post(`${API}${path}`, async ({ request }) => {
      await record(request);
      const id = Math.max(0, ...collection.rows.map((row) => row.id)) + 1;
      const row = toRow((await request.json()) as Record<string, unknown>, id);
      collection.rows.push(row);
      return HttpResponse.json(row as JsonBodyType, { status: 201 });
    }),
    http.put(`${API}${path}/:id`, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      const row = toRow((await request.json()) as Record<string, unknown>, id);
      collection.rows = collection.rows.map((existing) => (existing.id === id ? row : existing));
      return HttpResponse.json(row as JsonBodyType);
    }),
    http.delete(`${API}${path}/:id`, async ({ request, params }) => {
      await record(request);
      collection.rows = collection.rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(deletedText, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }),
  );
  return collection;
}

/** The next write to `path` (any method but GET) fails with this status and body. */
export function failNextWrite(path: string, status: number, body: JsonBodyType | string | null) {
  const answer = () =>
    typeof body === 'string' || body === null
      ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain' } })
      : HttpResponse.json(body, { status });
  server.use(
    http.post(`${API}${path}`, answer, { once: true }),
    http.put(`${API}${path}/:id`, answer, { once: true }),
    http.delete(`${API}${path}/:id`, answer, { once: true }),
  );
}
