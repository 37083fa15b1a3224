// GET /health: 200 when the database answers, 503 when it does not.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { messages } from '@school/shared/messages';
import type { Db } from '../db/database';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.status(503).send({ status: 'unavailable', message: messages.api.databaseUnavailable });
    }
  });
}
