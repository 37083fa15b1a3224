// /school/about-us: the school's one About us record; public read, ADMIN write.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/schema';
import { getAboutUs, saveAboutUs } from '../repositories/aboutUsRepository';
import { readAboutUsInput } from '../validation/aboutUsInput';

export async function aboutUsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/school/about-us', async () => getAboutUs(db));

  app.put('/school/about-us', { onRequest: requireRole('ADMIN') }, async (request) => {
    const aboutUs = readAboutUsInput(request.body);
    return db.transaction().execute((trx) => saveAboutUs(trx, aboutUs));
  });
}
