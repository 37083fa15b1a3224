// Media as GET /api/media answers them, and an in-memory library serving the list (with its
// filters and pages), PUT, DELETE and the takedown, for the media screens' tests.
import { http, HttpResponse } from 'msw';
import type { Media } from '@school/shared';
import { mediaMessages } from '@school/shared/messages/media';
import { API, server } from '@school/shared/testing';
import type { RecordedCall } from './mockApi';

export function image(id: number, originalName: string, alt = '', decorative = false): Media {
  return {
    id,
    kind: 'IMAGE',
    url: `/api/media/files/${id}-original.jpg`,
    mimeType: 'image/jpeg',
    originalName,
    sizeBytes: 120_000,
    width: 1600,
    height: 1200,
    alt,
    decorative,
    variants: [{ url: `/api/media/files/${id}-320.webp`, width: 320, height: 240, format: 'webp' }],
    createdAt: '2026-11-20T08:00:00.000Z',
  };
}

export function pdf(id: number, originalName: string): Media {
  return { ...image(id, originalName), kind: 'DOCUMENT', mimeType: 'application/pdf', url: `/api/media/files/${id}-${originalName}`, width: null, height: null, variants: [] };
}

/** `unusedIds`: the files no content uses (the API's `unused=true`). */
export function mockMediaLibrary(initial: Media[], unusedIds: number[] = []) {
  const library = { rows: [...initial], calls: [] as RecordedCall[] };
  const record = async (request: Request) => {
    const text = await request.clone().text();
    library.calls.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined, xsrf: request.headers.get('x-xsrf-token') });
  };
  server.use(
    http.get(`${API}/media`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = (params.get('q') ?? '').toLowerCase();
      const kind = params.get('kind');
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 24);
      const matching = library.rows.filter(
        (media) =>
          (!q || `${media.originalName} ${media.alt}`.toLowerCase().includes(q)) &&
          (!kind || media.kind === kind) &&
          (params.get('missingAlt') !== 'true' || (media.kind === 'IMAGE' && !media.decorative && media.alt === '')) &&
          (params.get('unused') !== 'true' || unusedIds.includes(media.id)),
      );
      return HttpResponse.json({ items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize });
    }),
    http.get(`${API}/media/:id`, ({ params }) => {
      const media = library.rows.find((row) => row.id === Number(params.id));
      return media ? HttpResponse.json(media) : HttpResponse.json({ message: 'Media not found.' }, { status: 404 });
    }),
    http.put(`${API}/media/:id`, async ({ request, params }) => {
      await record(request);
      const body = (await request.json()) as Partial<Media>;
      library.rows = library.rows.map((media) => (media.id === Number(params.id) ? { ...media, ...body } : media));
      return HttpResponse.json(library.rows.find((media) => media.id === Number(params.id)));
    }),
    http.delete(`${API}/media/:id`, async ({ request, params }) => {
      await record(request);
      library.rows = library.rows.filter((media) => media.id !== Number(params.id));
      return new HttpResponse('Media deleted.', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }),
    http.post(`${API}/media/:id/takedown`, async ({ request, params }) => {
      await record(request);
      const media = library.rows.find((row) => row.id === Number(params.id)) ?? image(Number(params.id), `photo-${String(params.id)}.jpg`);
      library.rows = library.rows.filter((row) => row.id !== media.id);
      const removedFrom = [{ type: 'gallery', id: 3, title: 'Serbarea de Crăciun' }];
      return HttpResponse.json({ message: mediaMessages.takenDown(media.originalName, removedFrom.length), media: { id: media.id, originalName: media.originalName }, removedFrom });
    }),
  );
  return library;
}
