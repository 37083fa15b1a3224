// GET /content/school-years (editors): the school years the content items have, for the admin
// lists' school-year filters (one read, instead of reading the lists to find them).
import type { FastifyInstance } from 'fastify';
import { schoolYearListSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { findContentSchoolYears } from '../content/contentSchoolYears';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import type { DatabaseOptions } from './routeOptions';

export async function schoolYearsRoutes(fastify: FastifyInstance, { db }: DatabaseOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/content/school-years', { onRequest: requireRole(...CONTENT_EDITOR_ROLES), schema: { response: { 200: schoolYearListSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
    return findContentSchoolYears(db);
  });
}
