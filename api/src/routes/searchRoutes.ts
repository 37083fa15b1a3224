// GET /search?q=: published pages, news, document titles and gallery titles, ranked, with a
// snippet, without regard to case or diacritics.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { searchAnswerSchema, searchQuerySchema } from '@school/shared/schemas';
import { cacheControlFor } from '../content/contentLifecycle';
import type { Database } from '../db/schema';
import { searchContent } from '../repositories/searchIndexRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';

export async function searchRoutes(fastify: FastifyInstance, { db, now }: { db: Kysely<Database>; now: () => number }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/search', { schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', cacheControlFor('public'));
    return { results: await searchContent(db, request.query.q, now()) };
  });
}
