// GET /api/site: whose site the request's host is, and how it looks (the public pages' theme).
// The tenancy plugin has already answered 404 for a host that names no school and 503 for a
// suspended school; the front end's server asks here before it serves a page.
import type { FastifyInstance } from 'fastify';
import { siteSchema } from '@school/shared/schemas';
import type { Site } from '@school/shared/types';
import { ApiError } from '../http/apiError';
import { platformMessages } from '@school/shared/messages/platform';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';

export async function siteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/site', { schema: { response: { 200: siteSchema } } }, async (request, reply): Promise<Site> => {
    const { tenant } = request;
    if (tenant.kind === 'school' && tenant.school.status === 'SUSPENDED') {
      reply.header('Retry-After', '3600');
      throw new ApiError(503, platformMessages.schoolUnavailable);
    }
    // Short: a suspension or a new logo shows within a minute.
    reply.header('Cache-Control', 'public, max-age=30');
    return { kind: tenant.kind, school: tenant.kind === 'school' ? tenant.school.branding : null };
  });
}
