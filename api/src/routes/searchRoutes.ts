// GET /search?q=: published pages, news, document titles, gallery titles and About us' texts,
// ranked, with a snippet, without regard to case or diacritics; a gallery leads where it is shown.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { searchAnswerSchema, searchQuerySchema } from '@school/shared/schemas';
import { cacheControlFor } from '../content/contentLifecycle';
import { withDocumentDownloads } from '../content/documentDownloads';
import { withGalleryAddresses } from '../content/galleryAddresses';
import type { Database } from '../db/schema';
import { searchContent } from '../repositories/searchIndexRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';

export async function searchRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/search', { schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', cacheControlFor('public'));
    const at = now();
    return { results: await withDocumentDownloads(db, await withGalleryAddresses(db, await searchContent(db, request.query.q, at), at)) };
  });
}
