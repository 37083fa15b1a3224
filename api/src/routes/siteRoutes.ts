// GET /api/site: whose site the request's host is, and how it looks (the public pages' theme).
// The tenancy plugin has already answered 404 for a host that names no school and 503 for a
// suspended school; the front end's servers ask here before they serve a page, and take a
// school's snapshots by the host this answer names in its header (nginx reads no body).
import type { FastifyInstance } from 'fastify';
import siteStatus from '@school/shared/http/siteStatus.json';
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
      reply.header('Retry-After', String(siteStatus.retryAfterSeconds));
      throw new ApiError(503, platformMessages.schoolUnavailable);
    }
    // Short: a suspension or a new logo shows within a minute.
    reply.header('Cache-Control', 'public, max-age=30');
    if (tenant.kind === 'school') reply.header(siteStatus.schoolHostHeader, tenant.host);
    return { kind: tenant.kind, school: tenant.kind === 'school' ? tenant.school.branding : null };
  });
}
