// /audit-log (ADMIN): every write by anyone, newest first, filtered by actor, item type and time.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { auditLogPageSchema, auditLogQuerySchema } from '@school/shared/schemas';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { listAuditLog } from '../repositories/auditLogQueries';
import type { SchemaTypeProvider } from '../validation/schemaPlugin';

export async function auditLogRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const app = fastify.withTypeProvider<SchemaTypeProvider>();
  app.get(
    '/audit-log',
    { onRequest: requireRole('ADMIN'), schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    async (request) => listAuditLog(db, request.query),
  );
}
