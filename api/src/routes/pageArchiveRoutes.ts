// /content/archive/sections: the page sections the rollover archived, by school year (the archive
// page's). Public whoever asks (drafts stay out), so the same answer for everyone.
import type { FastifyInstance } from 'fastify';
import { archivedSectionsQuerySchema, archivedSectionsSchema } from '@school/shared/schemas';
import { findArchivedSections } from '../repositories/pagesRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import { cacheControlFor } from './contentRequest';
import type { DatedOptions } from './routeOptions';

export async function pageArchiveRoutes(fastify: FastifyInstance, { db, now }: DatedOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/content/archive/sections', { schema: { querystring: archivedSectionsQuerySchema, response: { 200: archivedSectionsSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', cacheControlFor('public'));
    return findArchivedSections(db, request.query.schoolYear, now());
  });
}
