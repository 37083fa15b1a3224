// /content/health: what needs an editor's attention, for the dashboard (MANAGER and ADMIN).
import type { FastifyInstance } from 'fastify';
import { contentHealthSchema } from '@school/shared/schemas';
import { CONTENT_EDITOR_ROLES } from '@school/shared/types';
import { requireRole } from '../auth/requireRole';
import { findContentHealth } from '../repositories/contentHealthRepository';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';
import type { DatedOptions } from './routeOptions';

export async function contentHealthRoutes(fastify: FastifyInstance, { db, now }: DatedOptions): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get('/content/health', { onRequest: requireRole(...CONTENT_EDITOR_ROLES), schema: { response: { 200: contentHealthSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
    const { storage } = fastify.media;
    return findContentHealth(db, { now: now(), isStored: async (key) => (await storage.stat(key)) !== undefined });
  });
}
