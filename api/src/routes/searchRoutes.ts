// GET /search?q=: published pages, news, document titles, gallery titles and About us' texts,
// ranked, with a snippet, without regard to case or diacritics; each kind's results lead where
// visitors reach them (its definition's searchResults: a gallery where it is shown).
import type { FastifyInstance } from 'fastify';
import { searchAnswerSchema, searchQuerySchema } from '@school/shared/schemas';
import { contentKindList } from '../content/kinds';
import { onOneConnection } from '../db/database';
import { searchContent } from '../repositories/searchIndexRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { cacheControlFor } from './contentRequest';
import type { DatedOptions } from './routeOptions';

export async function searchRoutes(fastify: FastifyInstance, { db, now }: DatedOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/search', { schema: { querystring: searchQuerySchema, response: { 200: searchAnswerSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', cacheControlFor('public'));
    const at = now();
    return onOneConnection(db, async (one) => {
      let results = await searchContent(one, request.query.q, at);
      for (const kind of contentKindList) if (kind.searchResults) results = await kind.searchResults(one, results, at);
      return { results };
    });
  });
}
